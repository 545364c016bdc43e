import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginPrompt } from '../../../src/session/loginPrompt';
import { server } from '../../msw/server';
import { companyUser, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { appOnScreen } from '../../support/appUnderTest';

async function openLogin() {
  const view = renderWithProviders(<p>page</p>, { path: '/contact', withLoginDialog: true });
  appOnScreen().part(loginPrompt).request();
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...view, dialog };
}

describe('login dialog (spec §2, §5)', () => {
  it('has required e-mail and password fields with asterisks, a show/hide toggle and a link to /register', async () => {
    const { user, dialog } = await openLogin();
    const email = within(dialog).getByLabelText(/E-mail/);
    const password = within(dialog).getByLabelText(/^Password/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toBeRequired();
    expect(within(dialog).getAllByText('*')).toHaveLength(2);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('stores the session, the lock flag, and goes to the profile on success', async () => {
    const token = makeToken({ sub: 'firma@demo.no' });
    const sentBodies: unknown[] = [];
    server.use(
      http.post('/api/v1/users/login', async ({ request }) => {
        sentBodies.push(await request.json());
        return HttpResponse.json({ token, userId: ids.company, role: 'BUYER_COMPANY' });
      }),
      http.get(`/api/v1/users/${ids.company}`, () => HttpResponse.json(companyUser({ accountLocked: true }))),
    );
    const { user, dialog, location } = await openLogin();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'firma@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'demopass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(location.current.pathname).toBe(`/user/${ids.company}`));
    expect(sentBodies).toEqual([{ email: 'firma@demo.no', password: 'demopass1' }]);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('userId')).toBe(ids.company);
    expect(sessionStorage.getItem('isAccountLocked')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();

    appOnScreen().part(loginPrompt).request();
    const reopened = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(reopened).getByLabelText(/E-mail/)).toHaveValue('');
    expect(within(reopened).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the server message in the red-bordered box and stays open on failure, keeping what was typed', async () => {
    server.use(
      http.post('/api/v1/users/login', () =>
        HttpResponse.json(
          {
            statusCode: 401,
            message: 'Invalid credentials. Please check email or password.',
            timestamp: '2025-06-01T10:00:00',
          },
          { status: 401 },
        ),
      ),
    );
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'selger@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please check email or password.',
    );
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('selger@demo.no');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('says the server is not responding when there is no answer', async () => {
    server.use(http.post('/api/v1/users/login', () => HttpResponse.error()));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'selger@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'demopass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server is not responding. Please try again later.',
    );
  });

  it('closes from the close icon and clears the error', async () => {
    server.use(http.post('/api/v1/users/login', () => new HttpResponse(null, { status: 403 })));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'x@y.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'whatever1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(dialog).findByText('An error occurred. Try refreshing the page');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    appOnScreen().part(loginPrompt).request();
    const reopened = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(reopened).getByRole('alert')).toBeEmptyDOMElement();
  });
});
