import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { ids, sellerUser } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';

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
    const { user, location } = renderApp('/car/abc');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'selger@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'demopass1');
    await user.click(within(dialog).getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Log in to continue' })).not.toBeInTheDocument();
    expect(location.current.pathname).toBe('/car/abc');
  });

  it('renders a public page without asking to log in', async () => {
    renderApp('/contact');
    await screen.findByRole('main');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('lets a logged-in user through', async () => {
    signIn(makeToken(), ids.seller);
    renderApp('/car/abc');
    await screen.findByRole('main');
    expect(screen.queryByRole('heading', { name: 'Log in to continue' })).not.toBeInTheDocument();
  });
});
