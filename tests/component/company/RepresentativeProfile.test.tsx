import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RepresentativeProfile } from '../../../src/features/profile/representative/RepresentativeProfile';
import type { User } from '../../../src/api/users';
import { server } from '../../msw/server';
import { auctionSummary, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';

const representativeUser = (overrides: Partial<User> = {}): User => ({
  id: ids.rep1,
  name: 'Ola Byder',
  email: 'rep1@demo.no',
  phoneNumber: '+4799887766',
  role: 'BUYER_REPRESENTATIVE',
  accountLocked: false,
  savedCarIds: [ids.car],
  buyerCompanyId: ids.company,
  ...overrides,
});

describe('RepresentativeProfile', () => {
  it('shows its details read-only, with no way to change them or its password', async () => {
    server.use(
      http.get('/api/v1/auctions', () => HttpResponse.json({ items: [auctionSummary()], totalPages: 1 })),
    );
    renderWithProviders(<RepresentativeProfile user={representativeUser()} />);
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Ola Byder');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('rep1@demo.no');
    expect(screen.getByText(/Only (your|the) company can change/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /change password/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  it('lists the auctions of its saved cars', async () => {
    server.use(
      http.get('/api/v1/auctions', () => HttpResponse.json({ items: [auctionSummary()], totalPages: 1 })),
    );
    renderWithProviders(<RepresentativeProfile user={representativeUser()} />);
    const section = screen.getByRole('region', { name: 'Your auctions' });
    expect(await within(section).findByRole('link', { name: /Volkswagen Golf/ })).toHaveAttribute(
      'href',
      `/auction/${ids.car}`,
    );
  });

  it('makes no list call for a representative that has not bid yet', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/auctions', () => {
        calls += 1;
        return HttpResponse.json({ items: [auctionSummary()], totalPages: 1 });
      }),
    );
    renderWithProviders(<RepresentativeProfile user={representativeUser({ savedCarIds: [] })} />);
    expect(await screen.findByText('No auctions yet')).toBeInTheDocument();
    expect(calls).toBe(0);
  });
});
