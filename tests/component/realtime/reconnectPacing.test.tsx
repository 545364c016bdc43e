import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_CHECK_INTERVAL_MS } from '../../../src/config';
import { newAppUnderTest, signIn } from '../../support/appUnderTest';
import { FollowedAuctions } from '../../support/FollowedAuctions';
import { fullAuction, ids } from '../../support/fixtures';
import { InApp } from '../../support/render';
import { createBroker } from '../../support/stompBroker';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

/**
 * The crowd after a backend restart (issue 32): reconnects wait the spec's growing step with
 * jitter, and a page's refetches after a reconnect are spread, not sent at once. Math.random is
 * pinned so that the waits are known: 0.5 is the middle of each window (the spec's own step).
 */

const carIds = Array.from(
  { length: 20 },
  (_, index) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
);
const topic = (carId: string) => `/topic/auction/${carId}`;

const auctionOf = (carId: string, highest: number | null) =>
  fullAuction({
    id: `auction-${carId.slice(-4)}`,
    carDetails: { carId, makeModel: `Car ${carId.slice(-2)}`, modelYear: '2018' },
    highestBid:
      highest === null ? null : { bidderId: ids.rep2, amount: highest, placedAt: new Date().toISOString() },
  });

function setUp(followed: readonly string[]) {
  signIn(makeToken(), ids.rep1);
  const broker = createBroker();
  const byCarCalls = new Map<string, number>();
  const served = new Map<string, ReturnType<typeof auctionOf>>();
  server.use(
    broker.handler,
    http.get('/api/v1/auctions/by-car/:carId', ({ params }) => {
      const carId = String(params.carId);
      byCarCalls.set(carId, (byCarCalls.get(carId) ?? 0) + 1);
      return HttpResponse.json(served.get(carId) ?? auctionOf(carId, null));
    }),
  );
  /** As the backend does after a bid: stores the auction, then broadcasts it (a push is a hint, docs/live.md). */
  const publish = (carId: string, highest: number) => {
    served.set(carId, auctionOf(carId, highest));
    broker.pushAuction(carId, served.get(carId));
  };
  render(
    <InApp app={newAppUnderTest()}>
      <FollowedAuctions carIds={followed} />
    </InApp>,
  );
  /** Calls per car since `before`, for the cars followed. */
  const refetchedSince = (before: Map<string, number>) =>
    followed.map((carId) => (byCarCalls.get(carId) ?? 0) - (before.get(carId) ?? 0));
  return { broker, byCarCalls, refetchedSince, publish };
}

type Broker = ReturnType<typeof createBroker>;

async function waitForLive(broker: Broker, followed: readonly string[]) {
  await screen.findByText('Connection: connected');
  await waitFor(() => followed.forEach((carId) => expect(broker.subscribed(topic(carId))).toBe(true)));
}

/**
 * From here on the clock moves only when the test moves it (so no findBy or waitFor, which would
 * wait on it), and Math.random answers `random`.
 */
function takeTheClock(random: () => number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return vi.spyOn(Math, 'random').mockImplementation(random);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The server drops the socket; the page says it is reconnecting. */
async function dropped(broker: Broker) {
  broker.drop();
  await advance(0);
  expect(screen.getByText('Connection: reconnecting')).toBeInTheDocument();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('after a dropped socket, the page does not come back all at once', () => {
  it('spreads a desk’s refetches over 100 ms per followed auction instead of sending them together', async () => {
    const { broker, byCarCalls, refetchedSince } = setUp(carIds);
    await waitForLive(broker, carIds);
    await waitFor(() => expect(byCarCalls.size).toBe(carIds.length));
    const before = new Map(byCarCalls);

    const random = takeTheClock(() => 0.5);
    await dropped(broker);
    // The refetch waits are drawn at the reconnect: 0, 0.05, 0.10, … of the desk's 2 s window.
    let draw = 0;
    random.mockImplementation(() => (draw++ % 20) / 20);

    await advance(4999);
    expect(broker.connections()).toBe(1);
    await advance(1);
    expect(broker.connections()).toBe(2);
    expect(screen.getByText('Connection: connected')).toBeInTheDocument();
    carIds.forEach((carId) => expect(broker.subscribed(topic(carId))).toBe(true));
    // Subscribed again at once, but not refetched at once.
    expect(refetchedSince(before).filter((calls) => calls > 0).length).toBeLessThanOrEqual(1);

    await advance(1000);
    const halfway = refetchedSince(before).filter((calls) => calls > 0).length;
    expect(halfway).toBeGreaterThan(5);
    expect(halfway).toBeLessThan(15);

    await advance(1000);
    expect(refetchedSince(before)).toEqual(carIds.map(() => 1));
  });

  it('reads an auction whose push arrived first at once and skips its reconnect read: each auction is read once', async () => {
    const [first = '', second = ''] = carIds;
    const { broker, byCarCalls, refetchedSince, publish } = setUp([first, second]);
    await waitForLive(broker, [first, second]);
    await waitFor(() => expect(byCarCalls.size).toBe(2));
    const before = new Map(byCarCalls);

    takeTheClock(() => 0.5);
    await dropped(broker);
    await advance(5000);
    expect(screen.getByText('Connection: connected')).toBeInTheDocument();
    expect(broker.subscribed(topic(first))).toBe(true);
    publish(first, 180000);
    await advance(50);
    expect(screen.getByText('Car 01: 180000')).toBeInTheDocument();
    expect(refetchedSince(before)).toEqual([1, 0]);

    // Two followed auctions: each reconnect read waits half of 200 ms; the first's was the push's.
    await advance(200);
    expect(refetchedSince(before)).toEqual([1, 1]);
    expect(screen.getByText('Car 01: 180000')).toBeInTheDocument();
  });

  it('reads once more after a read that left before a push: the older answer does not stay', async () => {
    const [first = '', second = ''] = carIds;
    const { broker, byCarCalls, publish } = setUp([first, second]);
    await waitForLive(broker, [first, second]);
    await waitFor(() => expect(byCarCalls.size).toBe(2));
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    let heldAnswered = false;
    server.use(
      http.get(
        `/api/v1/auctions/by-car/${first}`,
        async () => {
          await held;
          heldAnswered = true;
          // What the server had when the request arrived, before the bid below.
          return HttpResponse.json(auctionOf(first, null));
        },
        { once: true },
      ),
    );

    takeTheClock(() => 0.5);
    await dropped(broker);
    await advance(5000);
    await advance(100);
    expect(screen.getByText('Connection: connected')).toBeInTheDocument();
    // The reconnect read of the first car is on its way (held); a bid is stored and pushed meanwhile.
    publish(first, 190000);
    await advance(0);
    answer();
    await advance(0);
    expect(heldAnswered).toBe(true);
    // The read after it, at most one interval later, brings the bid.
    expect(screen.queryByText('Car 01: 190000')).not.toBeInTheDocument();
    await advance(PUSH_CHECK_INTERVAL_MS);
    expect(screen.getByText('Car 01: 190000')).toBeInTheDocument();
  });

  it('waits longer after each failed attempt (5 s, 10 s, 15 s at the middle), and starts at 5 s again once back online', async () => {
    const [only = ''] = carIds;
    const { broker } = setUp([only]);
    await waitForLive(broker, [only]);

    takeTheClock(() => 0.5);
    broker.setDown(true);
    await dropped(broker);
    await advance(5000);
    expect(broker.connections()).toBe(2);
    await advance(9999);
    expect(broker.connections()).toBe(2);
    await advance(1);
    expect(broker.connections()).toBe(3);
    await advance(14_999);
    expect(broker.connections()).toBe(3);
    await advance(1);
    expect(broker.connections()).toBe(4);

    // The fourth wait would be 20 s; the browser says it is online again: 5 s it is.
    broker.setDown(false);
    act(() => void window.dispatchEvent(new Event('online')));
    await advance(4999);
    expect(broker.connections()).toBe(4);
    await advance(1);
    expect(broker.connections()).toBe(5);
    expect(screen.getByText('Connection: connected')).toBeInTheDocument();

    // Connected: the count starts again, so the next drop waits the first step.
    await dropped(broker);
    await advance(5000);
    expect(broker.connections()).toBe(6);
  });
});
