import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../support/appUnderTest';
import { companyUser, ids, representative, sellerUser } from '../../support/fixtures';
import { Header } from '../../../src/app/layout/Header';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const nav = () => screen.findByRole('navigation', { name: 'Main navigation' });

/** The server's answer for each own user: the header learns the role from it, and only from it. */
function answerOwnUsers() {
  server.use(
    http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())),
    http.get(`/api/v1/users/${ids.company}`, () => HttpResponse.json(companyUser())),
    http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
  );
}

describe('the header’s desk link', () => {
  it('is there for representatives and companies, in the phone menu too', async () => {
    answerOwnUsers();
    signIn(makeToken(), ids.rep1);
    const { user } = renderWithProviders(<Header />, { path: '/contact' });
    expect(await within(await nav()).findByRole('link', { name: 'Desk' })).toHaveAttribute('href', '/desk');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Desk' })).toBeInTheDocument();

    act(() => signIn(makeToken(), ids.company));
    expect(await within(await nav()).findByRole('link', { name: 'Desk' })).toBeInTheDocument();
  });

  it('is not there for guests or sellers, nor after a logout', async () => {
    answerOwnUsers();
    renderWithProviders(<Header />, { path: '/contact' });
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
    act(() => signIn(makeToken(), ids.rep1));
    expect(await within(await nav()).findByRole('link', { name: 'Desk' })).toBeInTheDocument();
    act(() => signOut());
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
    const sellerAnswered = new Promise<void>((resolve) => {
      server.use(
        http.get(`/api/v1/users/${ids.seller}`, () => {
          resolve();
          return HttpResponse.json(sellerUser());
        }),
      );
    });
    act(() => signIn(makeToken(), ids.seller));
    // Once the server has said the user is a seller, and that answer is rendered: no desk.
    await act(() => sellerAnswered);
    expect(within(await nav()).queryByRole('link', { name: 'Desk' })).not.toBeInTheDocument();
  });
});
