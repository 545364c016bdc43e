import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { auctionSummary, companyUser, ids, representative } from '../../support/fixtures';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';

/** The profile page at /user/{id}, with its providers. */
const renderProfile = (userId: string) =>
  renderWithProviders(<ProfilePage />, { path: `/user/${userId}`, route: '/user/:id' });

const notice = 'Your account is not yet approved, so new representatives cannot be added.';

describe('/user/{id} for a buyer company', () => {
  beforeEach(() => signIn(makeToken({ sub: 'venter@demo.no' }), ids.company));

  it('follows the lock of the fetched user: locked, then approved after a re-fetch', async () => {
    let locked = true;
    server.use(
      http.get('/api/v1/users/buyers/:id/representatives', () => new HttpResponse(null, { status: 403 })),
      http.get('/api/v1/users/:id', () => HttpResponse.json(companyUser({ accountLocked: locked }))),
    );
    const { queryClient } = renderProfile(ids.company);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add representative' })).toBeDisabled();
    expect(await screen.findByRole('article', { name: 'Ola Byder' })).toBeInTheDocument();

    locked = false;
    await act(() => queryClient.invalidateQueries({ queryKey: ['users', ids.company] }));
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add representative' })).toBeEnabled();
  });
});

describe('/user/{id} for a buyer representative', () => {
  beforeEach(() => signIn(makeToken({ sub: 'rep1@demo.no' }), ids.rep1));

  it('is read-only, has no own password change, and lists the auctions of its saved cars', async () => {
    server.use(
      http.get('/api/v1/users/:id', () => HttpResponse.json(representative())),
      http.get('/api/v1/auctions', () => HttpResponse.json({ items: [auctionSummary()], totalPages: 1 })),
    );
    renderProfile(ids.rep1);
    const auctions = await screen.findByRole('region', { name: 'Your auctions' });
    expect(await within(auctions).findByRole('link', { name: /Volkswagen Golf/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /change password/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
  });
});
