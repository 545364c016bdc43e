import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import { type StompSession, call, connectStomp, login, resetData, startServer } from './helpers.js';

/**
 * Contract §14.11: production's money columns are DECIMAL(10, 2). An amount of 100 000 000 or more
 * passes every rule and fails at save: 409 "Could not perform save." over HTTP, nothing at all over
 * STOMP (AuctionWebSocketExceptionHandler has no handler for it), and nothing is stored either way.
 */
let server: RunningServer;
let fx: Fixtures;
let admin: string;
const sessions: StompSession[] = [];
const TOO_LARGE = 100_000_000;
const FAILED_SAVE = [409, 'Could not perform save.'];

beforeAll(async () => {
  server = await startServer({ sideEffectDelayMs: 50 });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await resetData(server);
  fx = server.fixtures();
  admin = await login(server, 'admin@demo.no');
});

interface Full {
  id: string;
  status: string;
  startingPrice: number;
  minimalStep: number;
  expectedPrice: number;
  endDateTime: string;
  highestBid: { amount: number } | null;
  bids: unknown[];
  autoBids: unknown[];
}

const byCar = async (carId: string): Promise<Full> =>
  (await call(server, `/api/v1/auctions/by-car/${carId}`, { token: admin })).json<Full>();
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const failure = (answer: { status: number; json: () => { message: string } }) => [
  answer.status,
  answer.json().message,
];

describe('bids and autobids of 100 000 000 or more (contract §14.11)', () => {
  it('answers 409 "Could not perform save." over HTTP and stores nothing', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    const token = await login(server, 'rep1@demo.no');
    const before = await byCar(carId);
    for (const [path, json] of [
      ['/api/v1/auctions/place-bid', { auctionId: before.id, amount: TOO_LARGE }],
      ['/api/v1/auctions/place-auto-bid', { auctionId: before.id, limitAmount: TOO_LARGE }],
      // 99 999 999.995 rounds to 100 000 000.00 in the column: too large as well.
      ['/api/v1/auctions/place-bid', { auctionId: before.id, amount: 99_999_999.995 }],
    ] as const) {
      const answer = await call(server, path, { method: 'POST', token, json });
      expect(failure(answer)).toEqual(FAILED_SAVE);
    }
    const after = await byCar(carId);
    expect([after.bids.length, after.autoBids.length, after.endDateTime]).toEqual([
      before.bids.length,
      before.autoBids.length,
      before.endDateTime,
    ]);
  });

  it('still takes 99 999 999,99, the largest amount the column holds', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    const token = await login(server, 'rep1@demo.no');
    const { id } = await byCar(carId);
    const answer = await call(server, '/api/v1/auctions/place-bid', {
      method: 'POST',
      token,
      json: { auctionId: id, amount: 99_999_999.99 },
    });
    expect(answer.status).toBe(200);
    expect((await byCar(carId)).highestBid?.amount).toBe(99_999_999.99);
  });

  it('sends nothing at all over STOMP: no error on the queue, no broadcast, nothing stored', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    const rep = await connectStomp(server, await login(server, 'rep1@demo.no'));
    sessions.push(rep);
    const [errors, topic] = await Promise.all([
      rep.subscribe('/user/queue/errors'),
      rep.subscribe(`/topic/auction/${carId}`),
    ]);
    const before = await byCar(carId);
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: before.id, amount: TOO_LARGE }),
    });
    rep.client.publish({
      destination: '/app/place-auto-bid',
      body: JSON.stringify({ auctionId: before.id, limitAmount: TOO_LARGE }),
    });
    // Frames of one socket are handled in order: the next answer on the queue is this one's.
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: before.id, amount: 1 }),
    });
    const first = await errors.next();
    expect(JSON.parse(first.body)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Bid is too low/) as unknown,
    });
    expect(errors.messages).toHaveLength(1);
    expect(topic.messages).toHaveLength(0);
    const after = await byCar(carId);
    expect([after.bids.length, after.autoBids.length]).toEqual([before.bids.length, before.autoBids.length]);
  });
});

describe('auction terms of 100 000 000 or more (contract §14.11)', () => {
  const startBody = (carId: string, prices: Record<string, number>) => ({
    startingPrice: 50_000,
    minimalStep: 1_000,
    expectedPrice: 80_000,
    endDateTime: inMs(3_600_000),
    carId,
    thumbnailImageUrl: '/files/x.svg',
    makeModel: 'Honda Civic',
    modelYear: '2019',
    ...prices,
  });

  it.each<Record<string, number>>([
    { startingPrice: TOO_LARGE },
    { minimalStep: TOO_LARGE },
    { expectedPrice: TOO_LARGE },
  ])('refuses a start with %j: 409, no auction, the car stays in review', async (prices) => {
    const carId = fx.applicationCarIds[0] ?? '';
    const answer = await call(server, '/api/v1/auctions/start', {
      method: 'POST',
      token: admin,
      json: startBody(carId, prices),
    });
    expect(failure(answer)).toEqual(FAILED_SAVE);
    expect((await call(server, `/api/v1/auctions/by-car/${carId}`, { token: admin })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).json().status).toBe('Vurdering');
  });

  it('refuses an edit and a restart with a starting price of 100 000 000: 409, the terms unchanged', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    const before = await byCar(carId);
    const terms = {
      id: before.id,
      startingPrice: TOO_LARGE,
      minimalStep: before.minimalStep,
      expectedPrice: before.expectedPrice,
      endDateTime: inMs(7_200_000),
    };
    const edit = await call(server, '/api/v1/auctions', { method: 'PUT', token: admin, json: terms });
    expect(failure(edit)).toEqual(FAILED_SAVE);
    const pause = await call(server, `/api/v1/auctions/${before.id}?status=Deaktivert`, {
      method: 'PUT',
      token: admin,
    });
    expect(pause.status).toBe(200);
    const restart = await call(server, '/api/v1/auctions/update-restart', {
      method: 'PUT',
      token: admin,
      json: terms,
    });
    expect(failure(restart)).toEqual(FAILED_SAVE);
    const after = await byCar(carId);
    expect([after.status, after.startingPrice, after.endDateTime]).toEqual([
      'DISABLED',
      before.startingPrice,
      before.endDateTime,
    ]);
  });
});
