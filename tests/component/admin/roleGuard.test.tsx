import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { ids, representative, sellerUser } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { asOperator, operatorId, recordRequests } from './adminSetup';

// The console's chunks load on first use: load them once up front, so no test spends its time on that.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/admin/AdminConsole'),
    import('../../../src/features/admin/applications/ApplicationsScreen'),
  ]);
}, 30_000);
afterEach(() => server.events.removeAllListeners());

const NOT_OPERATORS = [
  { who: 'a representative', id: ids.rep1, answer: () => representative() },
  { who: 'a seller', id: ids.seller, answer: () => sellerUser() },
];

describe('the operator console’s role guard', () => {
  it.each(NOT_OPERATORS)(
    'shows $who at /admin a "not for your role" page and makes no console request',
    async ({ id, answer }) => {
      signIn(makeToken(), id);
      server.use(http.get(`/api/v1/users/${id}`, () => HttpResponse.json(answer())));
      const seen = recordRequests();
      renderApp('/admin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to auctions' })).toHaveAttribute('href', '/auctions');
      expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
      // Only the own user was asked for: no user list, no car queue, no operator call.
      expect(otherThanOwnUser(seen, id)).toEqual([]);
      expect(within(await mainNav()).queryByRole('link', { name: 'Console' })).not.toBeInTheDocument();
    },
  );

  it('says so in Norwegian too, also at a section’s own address', async () => {
    await i18n.changeLanguage('no');
    signIn(makeToken(), ids.rep1);
    server.use(http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())));
    const seen = recordRequests();
    renderApp('/admin/auctions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ikke for din rolle' })).toBeInTheDocument();
    expect(screen.getByText(/bare for markedsplassens administratorer/)).toBeInTheDocument();
    expect(otherThanOwnUser(seen, ids.rep1)).toEqual([]);
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)(
    'lets %s in: /admin leads to the applications, the header links to the console',
    async (role) => {
      asOperator(role);
      server.use(http.get('/api/v1/cars', () => HttpResponse.json({ items: [], totalPages: 0 })));
      const { location } = renderApp('/admin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
      await waitFor(() => expect(location.current.pathname).toBe('/admin/applications'));
      const sections = screen.getByRole('navigation', { name: 'Console sections' });
      for (const name of ['Applications', 'Auctions', 'Companies', 'Deals', 'Users']) {
        expect(within(sections).getByRole('link', { name })).toBeInTheDocument();
      }
      expect(within(sections).getByRole('link', { name: 'Applications' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await within(await mainNav()).findByRole('link', { name: 'Console' })).toHaveAttribute(
        'href',
        '/admin',
      );
    },
  );

  it('reads the role from the server, not from what the session storage says', async () => {
    signIn(makeToken(), operatorId);
    sessionStorage.setItem('role', 'ADMIN');
    server.use(
      http.get(`/api/v1/users/${operatorId}`, () => HttpResponse.json({ ...sellerUser(), id: operatorId })),
    );
    const seen = recordRequests();
    renderApp('/admin/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    expect(otherThanOwnUser(seen, operatorId)).toEqual([]);
  });
});

/** The requests besides reading the own user (which may be read more than once); asserts that one was made. */
function otherThanOwnUser(seen: string[], ownId: string): string[] {
  const own = `GET /api/v1/users/${ownId}`;
  expect(seen).toContain(own);
  return seen.filter((request) => request !== own);
}

const mainNav = () => screen.findByRole('navigation', { name: 'Main navigation' });
