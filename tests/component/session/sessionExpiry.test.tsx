import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { signIn, signOut } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { ids, sellerUser } from '../../support/fixtures';
import { SessionExpiryHost } from '../../../src/app/SessionExpiryHost';
import { renderApp, renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';

/** Whole journeys (typing, the lazy login dialog, a login) on a busy machine. */
const JOURNEY_MS = 20_000;

afterEach(() => {
  vi.useRealTimers();
});

/** The login answers with a fresh token for the seller. */
function answerLogin() {
  const renewed = makeToken({ sub: 'selger@demo.no' }, 3600);
  server.use(
    http.post('/api/v1/users/login', () =>
      HttpResponse.json({ token: renewed, userId: ids.seller, role: 'SELLER' }),
    ),
    http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
  );
  return renewed;
}

async function logInWithDialog(user: ReturnType<typeof renderApp>['user'], language: 'en' | 'no' = 'en') {
  const dialog = await screen.findByRole('dialog', { name: language === 'en' ? 'Log in' : 'Logg inn' });
  await user.type(within(dialog).getByLabelText(language === 'en' ? /E-mail/ : /E-post/), 'selger@demo.no');
  await user.type(within(dialog).getByLabelText(language === 'en' ? /^Password/ : /^Passord/), 'demopass1');
  await user.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Log in' : 'Logg inn' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('session expiry notice', () => {
  it('shows nothing while the token has more than two minutes left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makeToken({}, 130), ids.seller);
    server.use(http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())));
    renderWithProviders(<SessionExpiryHost />);
    // Until a second before the last two minutes: nothing.
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByRole('region', { name: /Your session/ })).not.toBeInTheDocument();
    // The last two minutes: the notice (what the absence above is measured against).
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('region', { name: /^Your session ends in/ })).toBeInTheDocument();
  });

  it(
    'counts down the last two minutes, says so politely, and logs in again in place',
    { timeout: JOURNEY_MS },
    async () => {
      signIn(makeToken({}, 100), ids.seller);
      const renewed = answerLogin();
      const { user, location } = renderApp('/contact');
      const notice = await screen.findByRole('region', { name: /^Your session ends in 1:[34]\d$/ });
      expect(within(notice).getByRole('timer')).toHaveTextContent(/^1:[34]\d$/);
      expect(within(notice).getByText(/What you have typed stays/)).toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('status')
            .some(
              (status) =>
                status.textContent === 'Your session ends in 2 minutes. Log in again to stay logged in.',
            ),
        ).toBe(true),
      );

      await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
      await logInWithDialog(user);
      expect(sessionStorage.getItem('token')).toBe(renewed);
      expect(screen.queryByRole('region', { name: /Your session/ })).not.toBeInTheDocument();
      expect(location.current.pathname).toBe('/contact');
    },
  );

  it('can be hidden until the expiry, which it then reports', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn(makeToken({}, 100), ids.seller);
    const { user } = renderWithProviders(<SessionExpiryHost />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const notice = await screen.findByRole('region', { name: /^Your session ends in/ });
    await user.click(within(notice).getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('region', { name: /^Your session ends in/ })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(101_000));
    expect(await screen.findByRole('region', { name: 'Your session has expired' })).toBeInTheDocument();
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('no');
    signIn(makeToken({}, 90), ids.seller);
    renderWithProviders(<SessionExpiryHost />);
    const notice = await screen.findByRole('region', { name: /^Økten din slutter om 1:[23]\d$/ });
    expect(within(notice).getByRole('button', { name: 'Logg inn på nytt' })).toBeInTheDocument();
    expect(within(notice).getByText(/Det du har skrevet, blir stående/)).toBeInTheDocument();
  });
});

describe('a session that expires on a guarded page', () => {
  it(
    'keeps the page and what was typed under the login dialog, and carries on after logging in',
    { timeout: JOURNEY_MS },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      signIn(makeToken({}, 30), ids.seller);
      const renewed = answerLogin();
      const { user, location } = renderApp(`/user/${ids.seller}/add-car`, {
        userOptions: { advanceTimers: vi.advanceTimersByTime },
      });
      const make = await screen.findByRole('textbox', { name: /^Make/ });
      await user.type(make, 'Volvo');

      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Add car' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Log in to continue' })).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Make/ })).toHaveValue('Volvo');
      expect(sessionStorage.getItem('token')).toBeNull();

      // Closed without logging in: the page stays, and says how to carry on.
      await user.click(
        within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Close' }),
      );
      const notice = await screen.findByRole('region', { name: 'Your session has expired' });
      expect(screen.getByRole('textbox', { name: /^Make/ })).toHaveValue('Volvo');

      await user.click(within(notice).getByRole('button', { name: 'Log in again' }));
      await logInWithDialog(user);
      expect(sessionStorage.getItem('token')).toBe(renewed);
      expect(screen.getByRole('textbox', { name: /^Make/ })).toHaveValue('Volvo');
      expect(screen.queryByRole('region', { name: /Your session/ })).not.toBeInTheDocument();
      expect(location.current.pathname).toBe(`/user/${ids.seller}/add-car`);
    },
  );

  it('still shows the login prompt instead of the page after a logout', async () => {
    signIn(makeToken(), ids.seller);
    renderApp(`/user/${ids.seller}/add-car`);
    await screen.findByRole('textbox', { name: /^Make/ });
    act(() => signOut());
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Make/ })).not.toBeInTheDocument();
  });
});
