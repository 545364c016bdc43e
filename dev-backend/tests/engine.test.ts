import { describe, expect, it } from 'vitest';
import { AuctionEngine } from '../src/engine/auctionEngine.js';
import { ApiError } from '../src/http/errors.js';
import type { Auction, Car } from '../src/store/model.js';
import { newUser } from '../src/store/newUser.js';
import { Store } from '../src/store/store.js';

const MIN = 60_000;

function setup(options: { startingNok?: number; stepNok?: number; endInMs?: number } = {}) {
  let now = 1_750_000_000_000;
  const store = new Store();
  const changes: Auction[] = [];
  const engine = new AuctionEngine(store, { onAuctionChanged: (a) => changes.push(a) }, () => now);
  const rep = (name: string) => {
    const user = newUser({ name, email: `${name}@t.no`, phoneNumber: '1', role: 'BUYER_REPRESENTATIVE' });
    store.users.set(user.id, user);
    return user;
  };
  const car = { id: 'car-1', status: 'Auksjon' } as Car;
  store.cars.set(car.id, car);
  const auction: Auction = {
    id: 'auction-1',
    startingPriceCents: (options.startingNok ?? 1000) * 100,
    minimalStepCents: (options.stepNok ?? 100) * 100,
    expectedPriceCents: 0,
    endMillis: now + (options.endInMs ?? 60 * MIN),
    status: 'ACTIVE',
    carDetails: { carId: car.id, thumbnailImageUrl: '', makeModel: '', modelYear: '' },
    bids: [],
    autoBids: [],
  };
  store.auctions.set(auction.id, auction);
  const amounts = () => auction.bids.map((b) => [store.users.get(b.bidderId)?.name, b.amountCents / 100]);
  return {
    store,
    engine,
    auction,
    rep,
    changes,
    car,
    amounts,
    advance: (ms: number) => (now += ms),
    now: () => now,
  };
}

function rejection(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('manual bids', () => {
  it('requires the starting price first, then highest + step, formatted with two decimals', () => {
    const { engine, auction, rep } = setup();
    const x = rep('x');
    expect(rejection(() => engine.placeBid(auction, x, 99_900))).toEqual({
      status: 400,
      message: 'Bid is too low. Must be at least 1000.00',
    });
    engine.placeBid(auction, x, 100_000);
    expect(rejection(() => engine.placeBid(auction, x, 105_000)).message).toBe(
      'Bid is too low. Must be at least 1100.00',
    );
    engine.placeBid(auction, x, 110_000);
    expect(auction.bids.at(-1)?.amountCents).toBe(110_000);
  });

  it('rejects closed, finished and paused auctions with 409', () => {
    const closed = setup({ endInMs: -1 });
    expect(rejection(() => closed.engine.placeBid(closed.auction, closed.rep('x'), 100_000))).toEqual({
      status: 409,
      message: 'Auction is already closed. Cannot place new bid.',
    });
    const paused = setup();
    paused.auction.status = 'DISABLED';
    expect(rejection(() => paused.engine.placeBid(paused.auction, paused.rep('x'), 100_000))).toEqual({
      status: 409,
      message: 'Auction is currently paused.',
    });
    paused.auction.status = 'FINISHED';
    expect(rejection(() => paused.engine.placeBid(paused.auction, paused.rep('y'), 100_000)).status).toBe(
      409,
    );
  });

  it('rejects a bid equal to any auto-bid limit', () => {
    const { engine, auction, rep } = setup();
    const [x, b] = [rep('x'), rep('b')];
    engine.placeBid(auction, x, 100_000);
    engine.placeAutoBid(auction, b, 150_000);
    expect(rejection(() => engine.placeBid(auction, x, 150_000)).message).toBe(
      "An auto bid with the amount '1500.00' exists already. Can't place a bid with the exact same amount",
    );
  });

  it('refuses amounts beyond the NUMERIC(10,2) columns like a failed save', () => {
    const { engine, auction, rep } = setup();
    expect(rejection(() => engine.placeBid(auction, rep('x'), 10_000_000_000))).toEqual({
      status: 409,
      message: 'Could not perform save.',
    });
  });

  it('remembers the car in the representative’s savedCarIds', () => {
    const { engine, auction, rep } = setup();
    const x = rep('x');
    engine.placeBid(auction, x, 100_000);
    engine.placeBid(auction, x, 110_000);
    expect(x.savedCarIds).toEqual(['car-1']);
  });
});

describe('auto-bids', () => {
  it('plays the auto-bid war of contract §7.5', () => {
    const { engine, auction, rep, amounts } = setup();
    const [x, b, c] = [rep('X'), rep('B'), rep('C')];
    engine.placeBid(auction, x, 100_000);
    engine.placeAutoBid(auction, b, 150_000);
    engine.placeAutoBid(auction, c, 200_000);
    expect(amounts()).toEqual([
      ['X', 1000],
      ['B', 1100],
      ['C', 1200],
      ['B', 1300],
      ['C', 1400],
      ['B', 1500],
      ['C', 1600],
    ]);
  });

  it('requires highest + 2 steps, or the starting price when there are no bids', () => {
    const { engine, auction, rep } = setup();
    const [x, b] = [rep('x'), rep('b')];
    expect(rejection(() => engine.placeAutoBid(auction, b, 90_000)).message).toBe(
      'Auto Bid is too low. Must be at least 1000.00',
    );
    engine.placeBid(auction, x, 100_000);
    expect(rejection(() => engine.placeAutoBid(auction, b, 110_000)).message).toBe(
      'Auto Bid is too low. Must be at least 1200.00',
    );
  });

  it('bids the starting price at once on an auction without bids', () => {
    const { engine, auction, rep, amounts } = setup();
    engine.placeAutoBid(auction, rep('B'), 300_000);
    expect(amounts()).toEqual([['B', 1000]]);
  });

  it('lets the earlier of two equal limits win', () => {
    const { engine, auction, rep, amounts } = setup();
    const [x, b, c] = [rep('X'), rep('B'), rep('C')];
    engine.placeBid(auction, x, 100_000);
    engine.placeAutoBid(auction, b, 130_000);
    engine.placeAutoBid(auction, c, 130_000);
    expect(amounts()).toEqual([
      ['X', 1000],
      ['B', 1100],
      ['C', 1200],
      ['B', 1300],
    ]);
  });

  it('accepts an auto-bid that generates no bid even on a closed auction', () => {
    const { engine, auction, rep, advance } = setup();
    const x = rep('x');
    engine.placeBid(auction, x, 100_000);
    advance(61 * MIN);
    expect(() => engine.placeAutoBid(auction, x, 200_000)).not.toThrow();
    expect(rejection(() => engine.placeAutoBid(auction, rep('y'), 200_000)).status).toBe(409);
  });
});

describe('anti-sniping and the end of an auction', () => {
  it('adds two minutes per bid, generated ones included, while under ten whole minutes remain', () => {
    const { engine, auction, rep, now } = setup({ endInMs: MIN });
    const end = auction.endMillis;
    const [x, b, c] = [rep('X'), rep('B'), rep('C')];
    engine.placeBid(auction, x, 100_000);
    expect(auction.endMillis).toBe(end + 2 * MIN);
    engine.placeAutoBid(auction, b, 150_000);
    engine.placeAutoBid(auction, c, 200_000);
    // X1000 (3 min left), B1100 (5), C1200 (7), B1300 (9), C1400 (11); B1500 and C1600 add nothing.
    expect(auction.bids).toHaveLength(7);
    expect(auction.endMillis).toBe(end + 5 * 2 * MIN);
    expect(auction.endMillis - now()).toBe(11 * MIN);
  });

  it('does not extend when ten or more whole minutes remain', () => {
    const { engine, auction, rep } = setup({ endInMs: 10 * MIN + 1 });
    const end = auction.endMillis;
    engine.placeBid(auction, rep('x'), 100_000);
    expect(auction.endMillis).toBe(end);
  });

  it('finishes at the end time and marks the car sold without bids, announcing nothing', async () => {
    const { store, auction, changes, car } = setup();
    const real = new AuctionEngine(store, { onAuctionChanged: (a) => changes.push(a) });
    auction.endMillis = Date.now() + 30;
    real.schedule(auction);
    await expect.poll(() => auction.status, { timeout: 2000, interval: 10 }).toBe('FINISHED');
    expect(car.status).toBe('Solgt');
    expect(auction.bids).toHaveLength(0);
    expect(changes).toHaveLength(0);
    real.stop();
  });
});
