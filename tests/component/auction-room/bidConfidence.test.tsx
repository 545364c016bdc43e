import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { fullAuction, ids, representative } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { bid, path, renderRoom, setUp, waitForLive } from './roomSetup';

/** The whole app's journey through an expired session (the guard's login dialog, a login) on a busy machine. */
const JOURNEY_MS = 20_000;

afterEach(() => {
  vi.useRealTimers();
});

const highest = bid(ids.rep2, 120_000, 60);
const withHighest = () => fullAuction({ bids: [highest], highestBid: highest });

describe('an extra zero', () => {
  it('asks before a bid more than ten steps above the minimum, and sends nothing on cancel', async () => {
    const { broker } = setUp({ auction: withHighest() });
    const { user } = renderRoom();
    await waitForLive(broker);
    const field = screen.getByRole('textbox', { name: /Your bid/ });
    await user.type(field, '1210000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Check your bid' });
    expect(dialog).toHaveTextContent(
      'You are about to bid 1 210 000,-. That is 1 089 000,- above the minimum bid of 121 000,- (1 089 minimal steps).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
    expect(field).toHaveValue('1210000');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('sends the large bid once confirmed', async () => {
    const { broker } = setUp({ auction: withHighest() });
    const { user } = renderRoom();
    await waitForLive(broker);
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '190000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    // 190 000 is above 1.5 × 120 000.
    const dialog = await screen.findByRole('alertdialog', { name: 'Check your bid' });
    await user.click(within(dialog).getByRole('button', { name: /^Bid 190.000,-$/ }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    expect(JSON.parse(broker.sent('/app/place-bid')[0]?.body ?? '')).toEqual({
      auctionId: ids.auction,
      amount: 190000,
    });
    expect(screen.getByText('Your bid of 190 000,- is on its way…')).toBeInTheDocument();
  });

  it('sends a bid within ten steps without asking', async () => {
    const { broker } = setUp({ auction: withHighest() });
    const { user } = renderRoom();
    await waitForLive(broker);
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '131000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const { broker } = setUp({ auction: withHighest() });
    const { user } = renderRoom();
    await waitForLive(broker, { language: 'no' });
    await user.type(screen.getByRole('textbox', { name: /Ditt bud/ }), '1210000');
    await user.click(screen.getByRole('button', { name: 'Legg inn bud' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sjekk budet ditt' });
    expect(dialog).toHaveTextContent(
      'Du er i ferd med å by 1 210 000,-. Det er 1 089 000,- over minste bud på 121 000,- (1 089 ganger minste budøkning).',
    );
    expect(within(dialog).getByRole('button', { name: /^By 1.210.000,-$/ })).toBeInTheDocument();
  });
});

describe('an autobid that could not be sent', () => {
  it.each([
    ['en', 'Connection was interrupted. Please refresh page', 'Place autobid', /Autobid limit/],
    ['no', 'Forbindelsen ble avbrutt. Last inn siden på nytt', 'Legg inn autobud', /Grense for autobud/],
  ] as const)(
    'says the connection was interrupted (%s), in the error dialog and inline',
    async (language, message, submit, label) => {
      await i18n.changeLanguage(language);
      const { broker } = setUp({ auction: withHighest() });
      server.use(http.post('/api/v1/auctions/place-auto-bid', () => HttpResponse.error()));
      const { user } = renderRoom();
      await waitForLive(broker, { language });
      broker.drop();
      await screen.findByRole('status', { name: language === 'en' ? /Reconnecting/ : /Kobler til på nytt/ });
      await user.click(
        screen.getByRole('checkbox', { name: language === 'en' ? 'Set an autobid' : 'Sett autobud' }),
      );
      await user.type(screen.getByRole('textbox', { name: label }), '150000');
      await user.click(screen.getByRole('button', { name: submit }));
      const confirm = await screen.findByRole('alertdialog', { name: submit });
      await user.click(within(confirm).getByRole('button', { name: submit }));

      const dialog = await screen.findByRole('alertdialog', {
        name: language === 'en' ? 'Error: 500' : 'Feil: 500',
      });
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(
        screen.getByText(new RegExp(`150 000,- (was not placed|ble ikke lagt inn): ${message}`)),
      ).toBeInTheDocument();
    },
  );
});

describe('a room that could not load', () => {
  it('offers to try again once the error dialog is closed, and shows the room when it loads', async () => {
    setUp();
    let failing = true;
    server.use(
      http.get(`/api/v1/auctions/by-car/${ids.car}`, () =>
        failing ? HttpResponse.error() : HttpResponse.json(fullAuction()),
      ),
    );
    const { user } = renderRoom();
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 500' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'The auction could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The server is not responding. Please try again later.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf, 2018' }),
    ).toBeInTheDocument();
  });

  it('says so in Norwegian', async () => {
    await i18n.changeLanguage('no');
    setUp();
    server.use(http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.error()));
    renderRoom();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auksjonen kunne ikke lastes inn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});

describe('a session that expires in the room', () => {
  it(
    'keeps the room read-only with the typed bid, says why, and goes live again with the new token after logging in',
    { timeout: JOURNEY_MS },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { broker, token } = setUp({ tokenSeconds: 60 });
      const renewed = makeToken({}, 3600);
      server.use(
        http.post('/api/v1/users/login', () =>
          HttpResponse.json({ token: renewed, userId: ids.rep1, role: 'BUYER_REPRESENTATIVE' }),
        ),
        http.get(`/api/v1/users/${ids.rep1}`, () => HttpResponse.json(representative())),
      );
      const { user } = renderApp(path, { userOptions: { advanceTimers: vi.advanceTimersByTime } });
      await waitForLive(broker);
      await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '100000');

      await act(() => vi.advanceTimersByTimeAsync(61_000));
      const login = await screen.findByRole('dialog', { name: 'Log in' });
      await user.click(within(login).getByRole('button', { name: 'Close' }));
      expect(screen.getByText(/Your session has expired, so bidding is paused/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Place bid' })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Fill in the minimum bid/ })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: /Your bid/ })).toHaveValue('100000');
      expect(screen.getByText('Live updates resume when you log in again.')).toBeInTheDocument();
      await waitFor(() => expect(broker.frames.some((frame) => frame.command === 'DISCONNECT')).toBe(true));

      const panel = screen.getByRole('region', { name: 'Place a bid' });
      await user.click(within(panel).getByRole('button', { name: 'Log in again' }));
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      await user.type(within(dialog).getByLabelText(/E-mail/), 'rep1@demo.no');
      await user.type(within(dialog).getByLabelText(/^Password/), 'demopass1');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

      await waitFor(() => expect(screen.getByRole('button', { name: 'Place bid' })).toBeEnabled());
      expect(screen.getByRole('textbox', { name: /Your bid/ })).toHaveValue('100000');
      await screen.findByRole('status', { name: 'Connection: Live' });
      const connects = broker.frames.filter((frame) => frame.command === 'CONNECT');
      expect(connects.map((frame) => frame.headers.Authorization)).toEqual([
        `Bearer ${token}`,
        `Bearer ${renewed}`,
      ]);
      await waitFor(() => expect(broker.subscribed(`/topic/auction/${ids.car}`)).toBe(true));
    },
  );

  it('says why in Norwegian', async () => {
    await i18n.changeLanguage('no');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { broker } = setUp({ tokenSeconds: 60 });
    renderRoom();
    await waitForLive(broker, { language: 'no' });
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(
      await screen.findByText(/Økten din er utløpt, så budgivningen er satt på pause/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Legg inn bud' })).toBeDisabled();
  });
});
