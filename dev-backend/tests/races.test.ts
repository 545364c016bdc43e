import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import { call, control, login, resetData, startServer } from './helpers.js';

/**
 * Production's races (issue 44, docs/contract.md §14.14), each behind `POST /__test/races` or its own
 * control, off until a test switches it on.
 */

let server: RunningServer;
let fx: Fixtures;
let admin: string;
let rep1: string;
let rep2: string;

interface ByCar {
  id: string;
  status: string;
  bids: { bidderId: string; amount: number; placedAt: string }[];
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetData(server);
  fx = server.fixtures();
  [admin, rep1, rep2] = await Promise.all([
    login(server, 'admin@demo.no'),
    login(server, 'rep1@demo.no'),
    login(server, 'rep2@demo.no'),
  ]);
});

const byCar = async (carId: string) =>
  (await call(server, `/api/v1/auctions/by-car/${carId}`, { token: rep1 })).json<ByCar>();
const quietCar = () => {
  const carId = fx.activeCarIds.find((id) => id !== fx.endingSoonCarId && id !== fx.longHistoryCarId);
  if (carId === undefined) throw new Error('no quiet auction in the seed');
  return carId;
};
const minimum = (auction: ByCar & { minimalStep?: number; startingPrice?: number }) =>
  auction.bids.length === 0
    ? Number(auction.startingPrice)
    : Math.max(...auction.bids.map((bid) => bid.amount)) + Number(auction.minimalStep);

describe('the stand-in, as racy as production', () => {
  it('a bid that loaded the auction before a pause writes ACTIVE back when it saves', async () => {
    const carId = quietCar();
    const auction = await byCar(carId);
    const pause = () =>
      call(server, `/api/v1/auctions/${auction.id}?status=Deaktivert`, { method: 'PUT', token: admin });
    const bid = () =>
      call(server, '/api/v1/auctions/place-bid', {
        method: 'POST',
        token: rep2,
        json: { auctionId: auction.id, amount: minimum(auction) + 50_000 },
      });
    // Off: the pause holds, the bid is refused.
    expect((await pause()).status).toBe(200);
    expect((await bid()).status).toBe(409);
    await call(server, `/api/v1/auctions/${auction.id}?status=Aktivt`, { method: 'PUT', token: admin });

    await control(server, 'races', { staleStatusMs: 5_000 });
    expect((await pause()).status).toBe(200);
    expect((await bid()).status).toBe(200);
    const after = await byCar(carId);
    expect(after.status).toBe('ACTIVE');
    expect(after.bids).toHaveLength(auction.bids.length + 1);
  });

  it('answers bids in any order, and an autobid war writes several bids in one millisecond', async () => {
    const carId = quietCar();
    const auction = await byCar(carId);
    await control(server, 'races', { unorderedBids: true });
    const start = minimum(auction);
    const autoBid = (token: string, limitAmount: number) =>
      call(server, '/api/v1/auctions/place-auto-bid', {
        method: 'POST',
        token,
        json: { auctionId: auction.id, limitAmount },
      });
    expect((await autoBid(rep1, start + 100_000)).status).toBe(200);
    expect((await autoBid(rep2, start + 200_000)).status).toBe(200);
    const war = (await byCar(carId)).bids.filter((bid) => bid.amount >= start);
    expect(war.length).toBeGreaterThan(3);
    expect(new Set(war.map((bid) => bid.placedAt)).size).toBeLessThan(war.length);
    const inAmountOrder = (bids: ByCar['bids']) =>
      bids.every((bid, i) => i === 0 || (bids[i - 1]?.amount ?? 0) < bid.amount);
    const answers = await Promise.all(Array.from({ length: 8 }, () => byCar(carId)));
    expect(answers.some((answer) => !inAmountOrder(answer.bids))).toBe(true);
  });

  it('adds a representative’s "my auctions" entry late, or never', async () => {
    const saved = async () =>
      (await call(server, `/api/v1/users/${fx.rep2Id}`, { token: rep2 })).json<{ savedCarIds: string[] }>()
        .savedCarIds;
    const before = await saved();
    const [first, second] = fx.activeCarIds.filter(
      (id) => id !== fx.endingSoonCarId && id !== fx.longHistoryCarId && !before.includes(id),
    );
    const bidOn = async (carId: string) => {
      const auction = await byCar(carId);
      const answer = await call(server, '/api/v1/auctions/place-bid', {
        method: 'POST',
        token: rep2,
        json: { auctionId: auction.id, amount: minimum(auction) + 70_000 },
      });
      expect(answer.status).toBe(200);
    };
    await control(server, 'races', { savedCarDelayMs: 300 });
    await bidOn(String(first));
    expect(await saved()).toEqual(before);
    await vi.waitFor(async () => expect(await saved()).toContain(first), { timeout: 5_000, interval: 50 });

    await control(server, 'races', { savedCarDelayMs: null });
    await bidOn(String(second));
    expect(await saved()).not.toContain(second);
  });

  it('lets a second auction be started for one car; by-car then answers 403, empty, and the list shows both', async () => {
    const carId = quietCar();
    const answer = await control(server, 'auction/duplicate', { carId });
    expect(answer.status).toBe(200);
    const read = await call(server, `/api/v1/auctions/by-car/${carId}`, { token: rep1 });
    expect([read.status, read.text]).toEqual([403, '']);
    const list = await call(server, `/api/v1/auctions?status=Aktivt&ids=${carId}&page=0&size=10`, {
      token: rep1,
    });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(2);
  });

  it('deletes a seller’s cars seconds after the account', async () => {
    const [carId] = fx.sellerCarIdsByStatus.Auksjon;
    await control(server, 'races', { carDeletionDelayMs: 300 });
    const deleted = await call(server, `/api/v1/users/${fx.sellerId}`, { method: 'DELETE', token: admin });
    expect(deleted.status).toBeLessThan(300);
    expect((await call(server, `/api/v1/cars/${carId}`, { token: rep1 })).status).toBe(200);
    await vi.waitFor(
      async () => expect((await call(server, `/api/v1/cars/${carId}`, { token: rep1 })).status).toBe(404),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
  });
});
