import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/appUnderTest';
import { Header } from '../../../src/app/layout/Header';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const adminId = '77777777-7777-4777-8777-777777777777';

describe('the header in the console', () => {
  it('marks only the console as the current page on /admin/users, not the profile', async () => {
    server.use(
      http.get(`/api/v1/users/${adminId}`, () =>
        HttpResponse.json({
          id: adminId,
          name: 'Admin Demo',
          email: 'admin@demo.no',
          phoneNumber: '+4790000000',
          role: 'ADMIN',
          accountLocked: false,
          fallbackEmail: '-',
        }),
      ),
      http.get('/api/v1/users/by-email/:email', () => new HttpResponse(null, { status: 404 })),
    );
    signIn(makeToken({ sub: 'admin@demo.no' }), adminId);
    renderWithProviders(<Header />, { path: '/admin/users' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Console' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My profile' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
