import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { ids, sellerUser } from '../../support/fixtures';
import { server } from '../../msw/server';
import { Footer } from '../../../src/app/layout/Footer';
import { Header } from '../../../src/app/layout/Header';
import { LaunchBanner } from '../../../src/app/layout/LaunchBanner';
import { renderApp, renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';

describe('header (spec §2)', () => {
  it('links the logo home and offers auctions, register and log in without a token', async () => {
    renderWithProviders(<Header />, { path: '/contact' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.getByRole('link', { name: /Bilbud/ })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Auctions' })).toHaveAttribute('href', '/auctions');
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(nav).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
  });

  it('opens the login dialog from the log-in button', async () => {
    const { user } = renderWithProviders(<Header />, { path: '/contact', withLoginDialog: true });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the profile link with a token, highlighted on the user’s pages', async () => {
    signIn(makeToken(), ids.seller);
    renderWithProviders(<Header />, { path: `/user/${ids.seller}/add-car` });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const profile = within(nav).getByRole('link', { name: 'My profile' });
    expect(profile).toHaveAttribute('href', `/user/${ids.seller}`);
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('offers no "Register" to someone logged in, in the bar or the phone menu (issue 30)', async () => {
    server.use(http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())));
    signIn(makeToken(), ids.seller);
    const { user } = renderWithProviders(<Header />, { path: '/contact' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My profile' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Auctions' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('offers "Registrer" in Norwegian only without a session', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    server.use(http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())));
    renderWithProviders(<Header />, { path: '/contact' });
    const nav = await screen.findByRole('navigation', { name: 'Hovedmeny' });
    expect(within(nav).getByRole('link', { name: 'Registrer deg' })).toHaveAttribute('href', '/register');
    act(() => signIn(makeToken(), ids.seller));
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Registrer deg' })).not.toBeInTheDocument(),
    );
  });

  it('highlights the active link by path', async () => {
    renderWithProviders(<Header />, { path: '/register' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Auctions' })).not.toHaveAttribute('aria-current');
  });

  it('has a phone menu with the same entries, closed after a choice', async () => {
    const { user } = renderWithProviders(<Header />, { path: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Auctions' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Auctions' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the phone menu when the user logs in from it, so it covers nothing on the next page', async () => {
    server.use(
      http.post('/api/v1/users/login', () =>
        HttpResponse.json({ token: makeToken(), userId: ids.seller, role: 'SELLER' }),
      ),
      http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    );
    const { user } = renderWithProviders(<Header />, { path: '/contact', withLoginDialog: true });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Log in' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'selger@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'demopass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu on any navigation, not only its own links', async () => {
    const { user, location } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Privacy policy' }));
    await waitFor(() => expect(location.current.pathname).toBe('/privacy-policy'));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("returns focus to the phone menu's log-in button when the login dialog closes", async () => {
    const { user } = renderWithProviders(<Header />, { path: '/contact', withLoginDialog: true });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const login = within(menu).getByRole('button', { name: 'Log in' });
    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(login).toBeInTheDocument();
    expect(login).toHaveFocus();
  });

  it('switches to logged out when the token expires while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn(makeToken({}, 30), ids.seller);
      renderWithProviders(<Header />, { path: '/contact' });
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: 'My profile' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(31_000);
      });
      expect(within(nav).queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has the footer links and the copyright of the current year', async () => {
    renderWithProviders(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeInTheDocument();
  });

  it('carries the launch banner with the support e-mail', async () => {
    renderWithProviders(<LaunchBanner />);
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(within(banner).getByRole('link', { name: 'support@bilbud.no' })).toHaveAttribute(
      'href',
      'mailto:support@bilbud.no',
    );
  });

  it('tells that listed auction data may be out of date on the auctions list', async () => {
    renderApp('/auctions');
    expect(
      await screen.findByText(
        /Auction data in lists may not be up to date. Real-time data is shown only on the auction page./,
      ),
    ).toBeInTheDocument();
  });

  it('does not carry that notice on a page that lists no auctions', async () => {
    renderApp('/contact');
    // The page itself, not only the layout around it: everything the route shows is in.
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(screen.queryByText(/Auction data in lists may not be up to date./)).not.toBeInTheDocument();
  });
});
