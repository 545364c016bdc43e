import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { rememberRole } from '../../../src/session/sessionRole';
import { clearSession, startSession } from '../../../src/session/sessionStore';
import { companyUser, ids, sellerUser } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const nav = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('the header’s desk link', () => {
  it('is there for representatives and companies, in the phone menu too', async () => {
    startSession(makeToken(), ids.rep1);
    rememberRole(ids.rep1, 'BUYER_REPRESENTATIVE');
    const { user } = renderApp('/contact');
    expect(await within(await nav()).findByRole('link', { name: 'Desk' })).toHaveAttribute('href', '/desk');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Desk' })).toBeInTheDocument();

    act(() => {
      startSession(makeToken(), ids.company);
      rememberRole(ids.company, 'BUYER_COMPANY');
    });
    expect(within(await nav()).getByRole('link', { name: 'Desk' })).toBeInTheDocument();
  });

  it('is not there for guests, sellers, or another user than the one whose role is known', async () => {
    renderApp('/contact');
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
    act(() => {
      startSession(makeToken(), ids.seller);
      rememberRole(ids.seller, 'SELLER');
    });
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
    act(() => {
      rememberRole(ids.rep1, 'BUYER_REPRESENTATIVE');
    });
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
    act(() => clearSession());
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
  });

  it('appears once the own user has been fetched, and stays after a reload of the session', async () => {
    startSession(makeToken(), ids.company);
    server.use(
      http.get(`/api/v1/users/${ids.company}`, () => HttpResponse.json(companyUser())),
      http.get('/api/v1/auctions', () =>
        HttpResponse.json({ items: [], totalPages: 0, totalElements: 0, currentPage: 0 }),
      ),
    );
    const { unmount } = renderApp('/auctions');
    expect(await within(await nav()).findByRole('link', { name: 'Desk' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('role') ?? 'null')).toEqual({
      userId: ids.company,
      role: 'BUYER_COMPANY',
    });
    unmount();
    renderApp('/contact');
    expect(await within(await nav()).findByRole('link', { name: 'Desk' })).toBeInTheDocument();
  });

  it('is not offered after the own user turns out to be a seller', async () => {
    startSession(makeToken(), ids.seller);
    server.use(
      http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
      http.get('/api/v1/auctions', () =>
        HttpResponse.json({ items: [], totalPages: 0, totalElements: 0, currentPage: 0 }),
      ),
    );
    renderApp('/auctions');
    await screen.findByText('No auctions yet');
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
  });
});
