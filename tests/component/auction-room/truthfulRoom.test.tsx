import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAppQueryClient } from '../../../src/api/queryClient';
import { PAUSE_CHECK_MS } from '../../../src/config';
import { i18n } from '../../../src/i18n';
import { car, companyUser, fullAuction, ids, representative } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { server } from '../../msw/server';
import { bid, path, renderRoom, setUp, waitForLive, warmUpRoom } from './roomSetup';
import { scaled } from '../../support/waitScale';

/** Issue 30, the bidders' part: what the room tells each bidder is true, without a reload. */

beforeAll(warmUpRoom, 60_000);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mine = bid(ids.rep1, 120000, 60);
const theirs = bid(ids.rep2, 121000, 30);
const leadingAuction = () => fullAuction({ bids: [mine], highestBid: mine });
const outbidAuction = () => fullAuction({ bids: [mine, theirs], highestBid: theirs });
const pausedAuction = () => fullAuction({ bids: [mine, theirs], highestBid: theirs, status: 'DISABLED' });

const LANGUAGES = {
  en: {
    lead: 'You lead',
    noLonger: 'You no longer lead',
    bidLabel: /Your bid/,
    submit: 'Place bid',
    leaderTitle: 'You already lead. Bid anyway?',
    leaderMessage: 'The highest bid, 120 000,-, is yours. A bid of 121 000,- only raises the price you pay.',
    anyway: /^Bid 121.000,- anyway$/,
    outbidWhileAsked:
      'Another bidder bid while you were deciding, so your bid was not sent. The minimum bid is now 122 000,-.',
    movedWhileAsked:
      'The highest bid changed while you were deciding, so your bid was not sent. The minimum bid is now 123 000,-.',
    connected: 'Connection: Connected',
    live: 'Connection: Live',
    pausedRefusal:
      'Your bid of 122 000,- was not placed: the auction is paused, so you cannot bid now. Bidding opens here again when it resumes.',
    spent: 'spent',
    active: 'active',
    chart: 'Price over time',
  },
  no: {
    lead: 'Du leder',
    noLonger: 'Du leder ikke lenger',
    bidLabel: /Ditt bud/,
    submit: 'Legg inn bud',
    leaderTitle: 'Du leder allerede. By likevel?',
    leaderMessage: 'Det høyeste budet, 120 000,-, er ditt. Et bud på 121 000,- øker bare prisen du betaler.',
    anyway: /^By 121.000,- likevel$/,
    outbidWhileAsked:
      'En annen budgiver bød mens du bestemte deg, så budet ditt ble ikke sendt. Minste bud er nå 122 000,-.',
    movedWhileAsked:
      'Det høyeste budet endret seg mens du bestemte deg, så budet ditt ble ikke sendt. Minste bud er nå 123 000,-.',
    connected: 'Tilkobling: Tilkoblet',
    live: 'Tilkobling: Direkte',
    pausedRefusal:
      'Budet ditt på 122 000,- ble ikke lagt inn: auksjonen er satt på pause, så du kan ikke by nå. Budgivningen åpner her igjen når den fortsetter.',
    spent: 'brukt opp',
    active: 'aktivt',
    chart: 'Prisutvikling',
  },
} as const;

describe.each(['en', 'no'] as const)('the room tells the truth (%s)', (language) => {
  const words = LANGUAGES[language];

  it('tells the leader they lead, and an outbid bidder that they no longer lead, as bids arrive', async () => {
    await i18n.changeLanguage(language);
    const { broker, publish } = setUp({ auction: leadingAuction() });
    renderRoom();
    await waitForLive(broker, { language });
    expect(screen.getByText(words.lead)).toBeInTheDocument();
    publish(outbidAuction());
    expect(await screen.findByText(words.noLonger)).toBeInTheDocument();
    expect(screen.queryByText(words.lead)).not.toBeInTheDocument();
  });

  it('asks the leader before a bid, and sends it only when they say yes', async () => {
    await i18n.changeLanguage(language);
    const { broker } = setUp({ auction: leadingAuction() });
    const { user } = renderRoom();
    await waitForLive(broker, { language });
    await user.type(screen.getByRole('textbox', { name: words.bidLabel }), '121000');
    await user.click(screen.getByRole('button', { name: words.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: words.leaderTitle });
    await user.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Cancel' : 'Avbryt' }));
    expect(broker.sent('/app/place-bid')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: words.submit }));
    const again = await screen.findByRole('alertdialog', { name: words.leaderTitle });
    await user.click(within(again).getByRole('button', { name: /121.000,-/ }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
  });

  it('takes the leader’s question back when a rival bids while it is open: nothing sent, the amount kept, the field says why', async () => {
    await i18n.changeLanguage(language);
    const { broker, publish } = setUp({ auction: leadingAuction() });
    const { user } = renderRoom();
    await waitForLive(broker, { language });
    const field = screen.getByRole('textbox', { name: words.bidLabel });
    await user.type(field, '121000');
    const typed = (field as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: words.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: words.leaderTitle });
    expect(dialog).toHaveTextContent(words.leaderMessage);
    // A rival bids 121 000,- while the question is open: the user no longer leads, and their amount is too low.
    publish(outbidAuction());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(words.outbidWhileAsked)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(words.noLonger)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    await waitFor(() => expect(field).toHaveFocus());
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
    // Typing a new amount takes the message away; the next bid goes out as usual.
    await user.clear(field);
    await user.type(field, '122000');
    expect(screen.queryByText(words.outbidWhileAsked)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
  });

  it('takes the leader’s question back when the highest bid moves while it is open, though the user still leads', async () => {
    await i18n.changeLanguage(language);
    const { broker, serve, byCarCalls } = setUp({ auction: leadingAuction() });
    const queryClient = newAppQueryClient();
    const { user } = renderRoom({ queryClient });
    await waitForLive(broker, { language });
    const field = screen.getByRole('textbox', { name: words.bidLabel });
    await user.type(field, '121000');
    await user.click(screen.getByRole('button', { name: words.submit }));
    const dialog = await screen.findByRole('alertdialog', { name: words.leaderTitle });
    // The user's own bid from another tab, read by a refetch: "The highest bid, 120 000,-, is yours" is no longer so.
    const ownNewer = bid(ids.rep1, 122000, 0);
    serve(fullAuction({ bids: [mine, ownNewer], highestBid: ownNewer }));
    const calls = byCarCalls.count;
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(byCarCalls.count).toBeGreaterThan(calls));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText(words.movedWhileAsked)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(words.lead)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(broker.sent('/app/place-bid')).toHaveLength(0);
  });

  it('shows an autobid the highest bid has passed as spent, and one that can still answer as active', async () => {
    await i18n.changeLanguage(language);
    const autoBids = [
      { auctionId: ids.auction, bidderId: ids.rep1, limitAmount: 120500, placedAt: mine.placedAt },
      { auctionId: ids.auction, bidderId: ids.rep1, limitAmount: 150000, placedAt: theirs.placedAt },
    ];
    const { broker } = setUp({
      auction: fullAuction({ bids: [mine, theirs], highestBid: theirs, autoBids }),
    });
    renderRoom();
    await waitForLive(broker, { language });
    const list = screen.getByRole('list', { name: language === 'en' ? 'Your autobids' : 'Dine autobud' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent(words.active);
    expect(oldest).toHaveTextContent(words.spent);
  });

  it('tells a bid refused because the auction is paused in the room, with no error dialog', async () => {
    await i18n.changeLanguage(language);
    const { broker, serve } = setUp({ auction: outbidAuction() });
    const { user } = renderRoom();
    await waitForLive(broker, { language });
    await user.type(screen.getByRole('textbox', { name: words.bidLabel }), '122000');
    await user.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    // An operator paused it; nothing was pushed (contract §14.2). The server refuses the bid.
    serve(pausedAuction());
    broker.pushUserError({ statusCode: 409, message: 'Auction is currently paused.' });
    const told = await screen.findByText(words.pausedRefusal);
    expect(told).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: words.bidLabel })).not.toBeInTheDocument();
    // Beside a paused auction the connection never reads as live.
    expect(screen.getByRole('status', { name: words.connected })).toBeInTheDocument();
  });

  it('shows the bids as a named chart with a text alternative, the table staying', async () => {
    await i18n.changeLanguage(language);
    const { broker, publish } = setUp({ auction: outbidAuction() });
    renderRoom();
    await waitForLive(broker, { language });
    const chart = await screen.findByRole('img', { name: words.chart });
    expect(chart).toHaveAccessibleDescription(
      language === 'en'
        ? /^2 bids, rising from 120.000,- \(.+\) to 121.000,- \(.+\)\. Your bids: 1\. Auction end: .+\.$/
        : /^2 bud, som steg fra 120.000,- \(.+\) til 121.000,- \(.+\)\. Dine bud: 1\. Auksjonens slutt: .+\.$/,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    // A new bid reaches the picture too (at most a second later).
    const next = bid(ids.rep1, 122000, 0);
    publish(fullAuction({ bids: [mine, theirs, next], highestBid: next }));
    await waitFor(
      () =>
        expect(chart).toHaveAccessibleDescription(
          language === 'en' ? /^3 bids.*Your bids: 2\./ : /^3 bud.*Dine bud: 2\./,
        ),
      { timeout: scaled(3_000) },
    );
  });
});

describe('a pause and a resume reach the open room without a reload (contract §14.10)', () => {
  it('asks every 15 s, in one request, for the auction on screen in the list of its status, and reads the auction only when it changed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { broker, serve, byCarCalls, pauseChecks } = setUp({ auction: outbidAuction() });
    renderRoom();
    await screen.findByRole('status', { name: 'Connection: Live' }, { timeout: scaled(10_000) });
    await waitFor(() => expect(pauseChecks.count).toBe(1));
    const reads = byCarCalls.count;
    // An operator pauses it: nothing is pushed (contract §14.8).
    serve(pausedAuction());
    act(() => {
      vi.advanceTimersByTime(PAUSE_CHECK_MS - 1_000);
    });
    expect(pauseChecks.count).toBe(1);
    expect(screen.getByRole('textbox', { name: /Your bid/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(await screen.findByText(/The auction is paused: nobody can bid now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your bid/ })).not.toBeInTheDocument();
    // The room now shows a paused auction: it asks the paused list from now on, the first time at once.
    await waitFor(() => expect(pauseChecks.count).toBe(3));
    expect(byCarCalls.count).toBe(reads + 1);
    // Still paused at the next check: nothing more is read.
    act(() => {
      vi.advanceTimersByTime(PAUSE_CHECK_MS);
    });
    await act(() => pauseChecks.reached(4));
    expect(pauseChecks.count).toBe(4);
    expect(byCarCalls.count).toBe(reads + 1);
    // Resumed: the next check finds it, and bidding is offered again.
    serve(outbidAuction());
    act(() => {
      vi.advanceTimersByTime(PAUSE_CHECK_MS);
    });
    expect(await screen.findByRole('textbox', { name: /Your bid/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Connection: Live' })).toBeInTheDocument();
    expect(byCarCalls.count).toBe(reads + 2);
    expect(broker.connections()).toBe(1);
  });

  it('asks at once when the user comes back to the tab', async () => {
    const { serve } = setUp({ auction: pausedAuction() });
    // The app's cache settings: an answer fresh for 10 s is not asked again on focus by default.
    renderRoom({ queryClient: newAppQueryClient() });
    await screen.findByRole('status', { name: 'Connection: Connected' }, { timeout: scaled(10_000) });
    serve(outbidAuction());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('textbox', { name: /Your bid/ })).toBeInTheDocument();
  });

  it('drops a refusal that said "paused" once the auction runs again', async () => {
    await i18n.changeLanguage('en');
    const { broker, serve } = setUp({ auction: outbidAuction() });
    const { user } = renderRoom({ queryClient: newAppQueryClient() });
    await waitForLive(broker);
    await user.type(screen.getByRole('textbox', { name: /Your bid/ }), '122000');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(broker.sent('/app/place-bid')).toHaveLength(1));
    serve(pausedAuction());
    broker.pushUserError({ statusCode: 409, message: 'Auction is currently paused.' });
    expect(await screen.findByText(LANGUAGES.en.pausedRefusal)).toBeInTheDocument();
    // Resumed; the watch finds it when the user comes back to the tab.
    serve(outbidAuction());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('textbox', { name: /Your bid/ })).toBeInTheDocument();
    expect(screen.queryByText(/was not placed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/paused/)).not.toBeInTheDocument();
  });
});

describe('a company in the room', () => {
  it.each([
    ['en', 'Per Byder leads for your company'],
    ['no', 'Per Byder leder for bedriften din'],
  ] as const)('sees which of its representatives leads (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    const company = {
      ...companyUser({ id: ids.rep1 }),
      representatives: [representative({ id: ids.rep2, name: 'Per Byder' })],
    };
    setUp({ user: company, auction: outbidAuction() });
    renderRoom();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('an auction started from a car whose lookup failed (contract §14.3)', () => {
  it.each(['en', 'no'] as const)(
    'shows neither "N/A N/A" nor the year 1111, but the car’s registration number (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      setUp({
        auction: fullAuction({
          carDetails: { carId: ids.car, makeModel: 'N/A N/A', modelYear: '1111', thumbnailImageUrl: null },
        }),
      });
      server.use(
        http.get(`/api/v1/cars/${ids.car}`, () =>
          HttpResponse.json(
            car({ make: 'N/A', model: 'N/A', firstTimeRegisteredInNorway: '1111-11-11', status: 'Auksjon' }),
          ),
        ),
      );
      renderRoom();
      expect(await screen.findByRole('heading', { level: 1, name: 'EL12345' })).toBeInTheDocument();
      expect(screen.queryByText(/N\/A|1111/)).not.toBeInTheDocument();
    },
  );
});

describe('a representative approved while on a bidding screen', () => {
  it('is offered bidding after the next move inside the app, not only after the one-minute re-check', async () => {
    const { broker } = setUp({ user: representative({ accountLocked: true }) });
    localStorage.setItem(`watchlist:${ids.rep1}`, JSON.stringify([ids.car]));
    let locked = true;
    server.use(
      http.get(`/api/v1/users/${ids.rep1}`, () =>
        HttpResponse.json(representative({ accountLocked: locked })),
      ),
    );
    // The app's own cache settings: answers stay fresh for 10 s, so a new screen alone asks nothing.
    const { user } = renderApp(path, { queryClient: newAppQueryClient() });
    await waitForLive(broker, { controls: false });
    expect(await screen.findByText(/not approved for bidding yet/)).toBeInTheDocument();
    // Approved; the room's own user is fresh (well inside its 10 s), so only a new screen asks again.
    locked = false;
    await user.click((await screen.findAllByRole('link', { name: 'Desk' }))[0] as HTMLElement);
    expect(
      await screen.findByRole(
        'button',
        { name: /^Bid 100.000,- on Volkswagen Golf$/ },
        { timeout: scaled(10_000) },
      ),
    ).toBeInTheDocument();
  });
});
