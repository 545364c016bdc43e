import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginPrompt } from '../../../src/session/loginPrompt';
import { appOnScreen, signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { car, ids, sellerUser } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';

/**
 * Every test here waits for what it asserts about, so that it fails on its own, whatever ran before
 * it: the guard and the login dialog are lazy chunks, and an absence checked before they loaded
 * proves nothing (isolate: false shares the warmed module cache between files).
 */
describe('route guard (spec §2)', () => {
  it.each(['/user/abc', '/car/abc', '/auction/abc', '/user/abc/add-car', '/car/abc/edit'])(
    'shows the login dialog instead of %s without a token',
    async (path) => {
      renderApp(path);
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      expect(within(dialog).getByLabelText(/E-mail/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    },
  );

  it('treats an expired token as no token', async () => {
    sessionStorage.setItem('token', makeToken({}, -1));
    sessionStorage.setItem('userId', ids.seller);
    renderApp('/car/abc');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the page once logged in from the guard, staying on the asked-for route', async () => {
    server.use(
      http.post('/api/v1/users/login', () =>
        HttpResponse.json({ token: makeToken(), userId: ids.seller, role: 'SELLER' }),
      ),
      http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
    );
    server.use(http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(car())));
    const { user, location } = renderApp(`/car/${ids.car}`);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'selger@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'demopass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // The page itself, not only the dialog gone: the guard has let the user through.
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Log in to continue' })).not.toBeInTheDocument();
    expect(location.current.pathname).toBe(`/car/${ids.car}`);
  });

  it('renders a public page without asking to log in', async () => {
    renderApp('/contact');
    // The page itself: by then the layout and the route have run every effect that could ask.
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    // The dialog's code loads only once a login is asked for, so its absence alone proves nothing
    // yet: the app did not ask (the prompt the login dialog host opens on).
    expect(appOnScreen().part(loginPrompt).state().open).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to continue' })).not.toBeInTheDocument();
  });

  it('lets a logged-in user through', async () => {
    signIn(makeToken(), ids.seller);
    server.use(
      http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
      http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(car())),
    );
    renderApp(`/car/${ids.car}`);
    // The page behind the guard, not just the layout around it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in to continue' })).not.toBeInTheDocument();
    expect(appOnScreen().part(loginPrompt).state().open).toBe(false);
  });
});
