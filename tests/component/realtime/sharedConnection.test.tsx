import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_DELAY_MS, RECONNECT_JITTER } from '../../../src/config';
import { newAppUnderTest, signIn, signOut } from '../../support/appUnderTest';
import type { AppInstance } from '../../../src/core/appInstance';
import { FollowedAuctions } from '../../support/FollowedAuctions';
import { fullAuction, ids } from '../../support/fixtures';
import { InApp } from '../../support/render';
import { createBroker } from '../../support/stompBroker';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const golf = ids.car;
const volvo = '77777777-7777-4777-8777-777777777777';
const names: Record<string, string> = { [golf]: 'Volkswagen Golf', [volvo]: 'Volvo V70' };
const topic = (carId: string) => `/topic/auction/${carId}`;

const auctionOf = (carId: string, highest: number | null) =>
  fullAuction({
    id: `${carId.slice(0, 8)}-auction`,
    carDetails: { carId, makeModel: names[carId], modelYear: '2018' },
    highestBid:
      highest === null ? null : { bidderId: ids.rep2, amount: highest, placedAt: new Date().toISOString() },
  });

function setUp() {
  const token = makeToken();
  signIn(token, ids.rep1);
  const broker = createBroker();
  const byCarCalls: Record<string, number> = { [golf]: 0, [volvo]: 0 };
  const served: Record<string, ReturnType<typeof auctionOf>> = {};
  server.use(
    broker.handler,
    http.get('/api/v1/auctions/by-car/:carId', ({ params }) => {
      const carId = String(params.carId);
      byCarCalls[carId] = (byCarCalls[carId] ?? 0) + 1;
      return HttpResponse.json(served[carId] ?? auctionOf(carId, null));
    }),
  );
  /** As the backend does after a bid: stores the auction, then broadcasts it (a push is a hint, docs/live.md). */
  const publish = (carId: string, highest: number) => {
    served[carId] = auctionOf(carId, highest);
    broker.pushAuction(carId, served[carId]);
  };
  return { token, broker, byCarCalls, publish };
}

function renderFollowed(carIds: readonly string[], app: AppInstance = newAppUnderTest()) {
  const tree = (ids: readonly string[]) => (
    <InApp app={app}>
      <FollowedAuctions carIds={ids} />
    </InApp>
  );
  const view = render(tree(carIds));
  return { ...view, app, follow: (next: readonly string[]) => view.rerender(tree(next)) };
}

type Broker = ReturnType<typeof createBroker>;

const commands = (broker: Broker, command: string) =>
  broker.frames.filter((frame) => frame.command === command);
const subscribedTo = (frames: Broker['frames']) =>
  frames.filter((frame) => frame.command === 'SUBSCRIBE').map((frame) => frame.headers.destination);

async function waitForLive(broker: Broker, carIds: readonly string[]) {
  await screen.findAllByText('Connection: connected');
  await waitFor(() => carIds.forEach((carId) => expect(broker.subscribed(topic(carId))).toBe(true)));
  await waitFor(() => expect(broker.subscribed('/user/queue/errors')).toBe(true));
}

/** On the latest socket: both topics and the error queue subscribed, and each auction fetched once more. */
async function expectBothAgain(
  broker: Broker,
  byCarCalls: Record<string, number>,
  before: Record<string, number>,
) {
  expect(subscribedTo(broker.latestFrames()).sort()).toEqual(
    [topic(golf), topic(volvo), '/user/queue/errors'].sort(),
  );
  await waitFor(() =>
    expect(byCarCalls).toEqual({ [golf]: (before[golf] ?? 0) + 1, [volvo]: (before[volvo] ?? 0) + 1 }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime: one socket for many auctions', () => {
  it('carries two auctions on one connection: one CONNECT, one SUBSCRIBE each, each push on its own car', async () => {
    const { broker, publish } = setUp();
    renderFollowed([golf, volvo]);
    await waitForLive(broker, [golf, volvo]);
    expect(broker.connections()).toBe(1);
    expect(commands(broker, 'CONNECT')).toHaveLength(1);
    expect(subscribedTo(broker.frames).sort()).toEqual(
      [topic(golf), topic(volvo), '/user/queue/errors'].sort(),
    );

    publish(volvo, 250000);
    expect(await screen.findByText('Volvo V70: 250000')).toBeInTheDocument();
    expect(screen.getByText('Volkswagen Golf: no bids')).toBeInTheDocument();
    publish(golf, 120000);
    expect(await screen.findByText('Volkswagen Golf: 120000')).toBeInTheDocument();
    expect(screen.getByText('Volvo V70: 250000')).toBeInTheDocument();
  });

  it('shares one subscription between two screens of a car and unsubscribes when the last one goes', async () => {
    const { broker, publish } = setUp();
    const first = renderFollowed([golf, volvo]);
    const second = renderFollowed([golf], first.app);
    await waitForLive(broker, [golf, volvo]);
    expect(subscribedTo(broker.frames).filter((destination) => destination === topic(golf))).toHaveLength(1);

    first.follow([volvo]);
    await act(() => Promise.resolve());
    expect(commands(broker, 'UNSUBSCRIBE')).toHaveLength(0);
    expect(broker.subscribed(topic(golf))).toBe(true);

    second.unmount();
    await waitFor(() => expect(broker.subscribed(topic(golf))).toBe(false));
    expect(commands(broker, 'UNSUBSCRIBE')).toHaveLength(1);
    publish(volvo, 260000);
    expect(await screen.findByText('Volvo V70: 260000')).toBeInTheDocument();
    expect(commands(broker, 'DISCONNECT')).toHaveLength(0);

    first.unmount();
    await waitFor(() => expect(commands(broker, 'DISCONNECT')).toHaveLength(1));
    expect(broker.connections()).toBe(1);
  });

  it('after a dropped socket subscribes every topic again and refetches each auction once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { broker, byCarCalls, publish } = setUp();
    renderFollowed([golf, volvo]);
    await waitForLive(broker, [golf, volvo]);
    const before = { ...byCarCalls };
    broker.drop();
    expect(await screen.findByText('Connection: reconnecting')).toBeInTheDocument();
    // The first reconnect comes within the spec's 5 s step and its jitter.
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS * (1 + RECONNECT_JITTER));
    await waitForLive(broker, [golf, volvo]);
    expect(broker.connections()).toBe(2);
    await expectBothAgain(broker, byCarCalls, before);
    publish(golf, 130000);
    expect(await screen.findByText('Volkswagen Golf: 130000')).toBeInTheDocument();
  });

  it('reconnects with the new token when the session is renewed, and subscribes everything again', async () => {
    const { broker, byCarCalls, token, publish } = setUp();
    renderFollowed([golf, volvo]);
    await waitForLive(broker, [golf, volvo]);
    const before = { ...byCarCalls };
    const renewed = makeToken({ renewed: true });
    expect(renewed).not.toBe(token);

    act(() => signIn(renewed, ids.rep1));
    await waitFor(() => expect(broker.connections()).toBe(2));
    await waitForLive(broker, [golf, volvo]);
    expect(commands(broker, 'DISCONNECT')).toHaveLength(1);
    expect(commands(broker, 'CONNECT').map((frame) => frame.headers.Authorization)).toEqual([
      `Bearer ${token}`,
      `Bearer ${renewed}`,
    ]);
    // Pushes may have been missed during the swap.
    await expectBothAgain(broker, byCarCalls, before);
    publish(volvo, 270000);
    expect(await screen.findByText('Volvo V70: 270000')).toBeInTheDocument();
  });

  it('takes a forged push as a hint: the auction is read once for every screen of it, and the backend’s answer stays', async () => {
    const { broker, byCarCalls } = setUp();
    const first = renderFollowed([golf, volvo]);
    renderFollowed([golf], first.app);
    await waitForLive(broker, [golf, volvo]);
    await waitFor(() => expect(byCarCalls[golf]).toBe(1));
    // Any logged-in user's SEND to the topic is relayed (contract §14.9).
    broker.pushAuction(golf, auctionOf(golf, 9_999_999));
    await waitFor(() => expect(byCarCalls[golf]).toBe(2));
    expect(screen.getAllByText('Volkswagen Golf: no bids')).toHaveLength(2);
    expect(screen.queryByText(/9999999/)).not.toBeInTheDocument();
    expect(byCarCalls[volvo]).toBe(1);
  });

  it('closes when the session ends, says offline, and opens again after the next login', async () => {
    const { broker } = setUp();
    renderFollowed([golf]);
    await waitForLive(broker, [golf]);
    act(() => signOut());
    await waitFor(() => expect(commands(broker, 'DISCONNECT')).toHaveLength(1));
    expect(await screen.findByText('Connection: offline')).toBeInTheDocument();

    const next = makeToken({ next: true });
    act(() => signIn(next, ids.rep1));
    await waitForLive(broker, [golf]);
    expect(broker.connections()).toBe(2);
    expect(commands(broker, 'CONNECT').at(-1)?.headers.Authorization).toBe(`Bearer ${next}`);
  });
});
