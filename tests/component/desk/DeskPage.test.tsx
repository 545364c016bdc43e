import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../src/lib/money';
import { watchlist, watchlistKey } from '../../../src/session/watchlist';
import { signIn, appOnScreen } from '../../support/appUnderTest';
import { companyUser, ids, representative } from '../../support/fixtures';
import { renderApp } from '../../support/render';
import { testQueryClient } from '../../support/appUnderTest';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';
import {
  golf,
  volvo,
  audi,
  gone404,
  gone403,
  topic,
  bid,
  auctionOf,
  setUp,
  subscribedTopics,
  commands,
  waitForLive,
  row,
  renderDesk,
} from './deskSetup';
import { placedWithReceipt } from '../../support/bidReceipt';

// The room is a lazy chunk of the app, opened from the desk in one test: load it up front, so
// that test does not spend its time on the room's module transform.
beforeAll(async () => {
  await import('../../../src/features/auction-room/AuctionRoomPage');
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('desk: one socket for every followed auction', () => {
  it('subscribes each followed car once on one connection, and adds and drops topics as follows change', async () => {
    const { broker, byCarCalls } = setUp();
    const { user } = renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(broker.connections()).toBe(1);
    expect(subscribedTopics(broker)).toEqual([topic(golf), topic(volvo), '/user/queue/errors'].sort());
    expect(screen.getByText('You follow 2 auctions (at most 100).')).toBeInTheDocument();

    await user.click(row('Volvo V70').getByRole('button', { name: 'Follow Volvo V70', pressed: true }));
    await waitFor(() => expect(broker.subscribed(topic(volvo))).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Volvo V70' })).not.toBeInTheDocument();
    expect(commands(broker, 'UNSUBSCRIBE')).toHaveLength(1);

    // Followed elsewhere (another tab or screen): the desk subscribes it too.
    act(() => void appOnScreen().part(watchlist).follow(audi));
    expect(await screen.findByRole('heading', { level: 2, name: 'Audi A4' })).toBeInTheDocument();
    await waitFor(() => expect(broker.subscribed(topic(audi))).toBe(true));
    expect(byCarCalls[audi]).toBe(1);
    expect(broker.connections()).toBe(1);
    expect(commands(broker, 'CONNECT')).toHaveLength(1);
  });

  it('opens nothing and shows no indicator while nothing is followed', async () => {
    const sockets = vi.spyOn(globalThis, 'WebSocket');
    const { broker } = setUp({ followed: [] });
    renderDesk();
    expect(await screen.findByText('You do not follow any auctions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find auctions to follow' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(screen.queryByRole('status', { name: /^Connection/ })).not.toBeInTheDocument();
    // A subscription constructs its socket within the task it is made in (the client's activation
    // awaits only a promise), so by the time the desk has rendered, a socket would exist.
    expect(sockets).not.toHaveBeenCalled();
    expect(broker.connections()).toBe(0);
    // What the absence is measured against: the first follow opens the one socket.
    act(() => void appOnScreen().part(watchlist).follow(audi));
    await waitFor(() => expect(broker.connections()).toBe(1));
    expect(sockets).toHaveBeenCalledTimes(1);
  });

  it('opens an auction room from the desk on the same connection and the same cache', async () => {
    const { broker, byCarCalls } = setUp();
    // As in the app: a fresh auction is not fetched again (the socket keeps it current).
    const queryClient = testQueryClient();
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 10_000 },
    });
    const { user } = renderApp('/desk', { queryClient });
    await waitForLive(broker, [golf, volvo]);
    await user.click(screen.getByRole('link', { name: 'Volkswagen Golf' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf, 2018' }),
    ).toBeInTheDocument();
    await screen.findByRole('status', { name: 'Connection: Live' });
    expect(broker.connections()).toBe(1);
    expect(commands(broker, 'CONNECT')).toHaveLength(1);
    expect(byCarCalls[golf]).toBe(1);
    expect(screen.getByRole('button', { name: 'Follow Volkswagen Golf', pressed: true })).toBeInTheDocument();
  });
});

describe('desk: live rows', () => {
  it('shows each push at once with the user’s position: no bid yet, you lead, outbid', async () => {
    const { broker, publish } = setUp();
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(row('Volkswagen Golf').getByText('No bid yet')).toBeInTheDocument();
    expect(row('Volkswagen Golf').getByText('100 000,-')).toBeInTheDocument();

    publish(golf, auctionOf(golf, [bid(ids.rep1, 100000)]));
    expect(await row('Volkswagen Golf').findByText('You lead')).toBeInTheDocument();
    expect(row('Volkswagen Golf').getByText('101 000,-')).toBeInTheDocument();

    publish(golf, auctionOf(golf, [bid(ids.rep1, 100000), bid(ids.rep2, 105000)]));
    expect(await row('Volkswagen Golf').findByText('You no longer lead')).toBeInTheDocument();
    expect(row('Volkswagen Golf').getByText('105 000,-')).toBeInTheDocument();
    expect(row('Volvo V70').getByText('No bid yet')).toBeInTheDocument();
  });

  it('keeps an ended auction with its final state, and shows gone ones (404, 403) with a remove button', async () => {
    const ended = auctionOf(volvo, [bid(ids.rep2, 120000)], { status: 'FINISHED' });
    const { broker } = setUp({ followed: [gone404, volvo, gone403, golf], auctions: { [volvo]: ended } });
    const { user } = renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(row('Volvo V70').getByText('Auction ended')).toBeInTheDocument();
    expect(row('Volvo V70').getByText('120 000,-')).toBeInTheDocument();
    expect(row('Volvo V70').queryByRole('button', { name: /^Bid/ })).not.toBeInTheDocument();

    const gone = await screen.findAllByText('This auction is no longer available.');
    expect(gone).toHaveLength(2);
    const [remove] = screen.getAllByRole('button', { name: 'Remove from the desk' });
    if (!remove) throw new Error('no remove button');
    await user.click(remove);
    await waitFor(() => expect(screen.getAllByText('This auction is no longer available.')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(watchlistKey(ids.rep1)) ?? '[]')).toHaveLength(3);
  });
});

describe('desk: one-tap minimum bid', () => {
  it('bids the minimum over the socket: on its way, placed, you lead; other rows wait meanwhile', async () => {
    const { broker, publish } = setUp({ auctions: { [golf]: auctionOf(golf, [bid(ids.rep2, 100000)]) } });
    const { user } = renderDesk();
    await waitForLive(broker, [golf, volvo]);
    await user.click(screen.getByRole('button', { name: `Bid ${formatMoney(101000)} on Volkswagen Golf` }));
    expect(broker.sent('/app/place-bid').map((frame) => JSON.parse(frame.body) as unknown)).toEqual([
      { auctionId: `${golf.slice(0, 8)}-0000-4000-8000-000000000000`, amount: 101000 },
    ]);
    expect(row('Volkswagen Golf').getByRole('status')).toHaveTextContent(
      'Your bid of 101 000,- is on its way…',
    );
    expect(screen.getByRole('button', { name: `Bid ${formatMoney(100000)} on Volvo V70` })).toBeDisabled();

    publish(golf, auctionOf(golf, [bid(ids.rep2, 100000), bid(ids.rep1, 101000)]));
    expect(await row('Volkswagen Golf').findByText(placedWithReceipt('101 000,-'))).toBeInTheDocument();
    expect(row('Volkswagen Golf').getByText('You lead')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Bid ${formatMoney(100000)} on Volvo V70` })).toBeEnabled(),
    );
  });

  it('shows a refusal from the error queue that the auction bears out in the error dialog and as not placed on the row whose bid was on its way', async () => {
    const { broker, serve } = setUp();
    const { user } = renderDesk();
    await waitForLive(broker, [golf, volvo]);
    await user.click(screen.getByRole('button', { name: `Bid ${formatMoney(100000)} on Volvo V70` }));
    // A rival's bid raised the minimum meanwhile; the auction, read for the refusal, shows it.
    serve(volvo, auctionOf(volvo, [bid(ids.rep2, 100000)]));
    broker.pushUserError({ statusCode: 400, message: 'Bid is too low. Must be at least 101000.00' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 400' });
    expect(dialog).toHaveTextContent('Bid is too low. Must be at least 101 000,-');
    expect(row('Volvo V70').getByRole('status')).toHaveTextContent(
      'Your bid of 100 000,- was not placed: Bid is too low. Must be at least 101 000,-',
    );
    expect(row('Volkswagen Golf').getByRole('status')).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(row('Volvo V70').getByRole('status')).toHaveTextContent('was not placed: Bid is too low');
  });
});

describe('desk: read-only', () => {
  it('shows a company its representatives’ positions, read-only, with the reason', async () => {
    const company = {
      ...companyUser(),
      representatives: [
        representative(),
        representative({ id: ids.rep2, email: 'rep2@demo.no', name: 'Per Byder' }),
      ],
    };
    const { broker } = setUp({
      user: company,
      auctions: { [golf]: auctionOf(golf, [bid('someone-else', 100000), bid(ids.rep2, 101000)]) },
    });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(
      screen.getByText('Your representatives place the bids: the company watches the desk.'),
    ).toBeInTheDocument();
    // Which of its representatives leads, by name.
    expect(row('Volkswagen Golf').getByText('Per Byder leads for your company')).toBeInTheDocument();
    expect(row('Volvo V70').getByText('No bid from your company yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bid/ })).not.toBeInTheDocument();
  });

  it('shows a locked representative the desk without bidding, and says why', async () => {
    const { broker } = setUp({ user: representative({ accountLocked: true }) });
    renderDesk();
    await waitForLive(broker, [golf, volvo]);
    expect(
      await screen.findByText(
        'Your account is not approved for bidding yet. You can watch the auctions here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bid/ })).not.toBeInTheDocument();
  });

  it('tells a seller the desk is for buyers', async () => {
    signIn(makeToken(), ids.seller);
    server.use(
      http.get(`/api/v1/users/${ids.seller}`, () =>
        HttpResponse.json({
          id: ids.seller,
          name: 'S',
          email: 's@x.no',
          phoneNumber: '1',
          role: 'SELLER',
          accountLocked: false,
        }),
      ),
    );
    renderDesk();
    expect(
      await screen.findByText('The desk is for buyer companies and their representatives.'),
    ).toBeInTheDocument();
  });
});
