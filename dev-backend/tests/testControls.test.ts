import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import { call, connectStomp, control, fakeBuild, login, resetData, startServer } from './helpers.js';

let server: RunningServer;
let fx: Fixtures;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetData(server);
  fx = server.fixtures();
});

describe('test controls', () => {
  it('exposes deterministic fixtures', async () => {
    const fixtures = (await call(server, '/__test/fixtures')).json<Fixtures>();
    expect(fixtures.sellerId).toBe('00000000-0000-4000-8000-000000000002');
    expect(fixtures.activeCarIds.length).toBeGreaterThanOrEqual(12);
    expect(fixtures.finishedCarIds.length).toBeGreaterThanOrEqual(3);
    for (const status of ['Vurdering', 'Auksjon', 'Solgt', 'Annet'] as const) {
      expect(fixtures.sellerCarIdsByStatus[status].length).toBeGreaterThan(0);
    }
    for (const key of [
      'superAdminId',
      'imageLicenceCompanyId',
      'failedLookupCarId',
      'finishedWithoutBidsCarId',
      'pausedWithoutBidsCarId',
    ] as const) {
      expect(fixtures[key]).toMatch(/^00000000-0000-4000-8000-/);
    }
  });

  it('injects HTTP faults for the next requests only', async () => {
    await control(server, 'http/fault', {
      count: 1,
      status: 500,
      body: '{"oops":1}',
      pathPrefix: '/api/v1/cars',
    });
    const faulty = await call(server, '/api/v1/cars');
    expect([faulty.status, faulty.text]).toEqual([500, '{"oops":1}']);
    expect((await call(server, '/api/v1/cars')).status).toBe(200);
    await control(server, 'http/fault', { count: 1, noAnswer: true });
    await expect(fetch(`${server.url}/api/v1/cars`)).rejects.toThrow();
    await control(server, 'http/fault', { count: 1, status: 503 });
    const empty = await call(server, '/api/v1/cars/exists?regNumber=x');
    expect([empty.status, empty.text]).toEqual([503, '']);
  });

  it('holds answers until released, for a while, or until the client goes away', async () => {
    const heldCount = async () => (await call(server, '/__test/http/held')).json<{ held: number }>().held;
    await control(server, 'http/hold', { count: 1, pathPrefix: '/api/v1/cars/exists' });
    const held = call(server, '/api/v1/cars/exists?regNumber=AB12345');
    await vi.waitFor(async () => expect(await heldCount()).toBe(1));
    // Other paths, and the request after the held one, are answered as usual.
    expect((await call(server, '/api/v1/cars')).status).toBe(200);
    expect((await call(server, '/api/v1/cars/exists?regNumber=AB12345')).text).toBe('false');
    expect((await control(server, 'http/release', {})).json()).toEqual({ ok: true, released: 1 });
    const answer = await held;
    expect([answer.status, answer.text]).toEqual([200, 'false']);

    // A write is handled at once; only its answer waits.
    await control(server, 'http/hold', {});
    const seller = {
      name: 'Held Answer',
      phoneNumber: '+4799999998',
      email: 'held@test.no',
      password: 'hemmelig1',
      address: { streetAddress: 'Gata 1', postalLocation: 'Bergen', postalCode: '5003' },
    };
    const registered = call(server, '/api/v1/users/register-seller', { method: 'POST', json: seller });
    await vi.waitFor(async () => expect(await heldCount()).toBe(1));
    expect(await login(server, seller.email, seller.password)).not.toBe('');
    await control(server, 'http/release', {});
    expect((await registered).status).toBe(200);

    // `ms`: sent by itself after that long.
    await control(server, 'http/hold', { ms: 50 });
    expect((await call(server, '/api/v1/cars')).status).toBe(200);

    // A client that gives up frees its held answer.
    await control(server, 'http/hold', {});
    const gaveUp = new AbortController();
    const abandoned = fetch(`${server.url}/api/v1/cars`, { signal: gaveUp.signal });
    await vi.waitFor(async () => expect(await heldCount()).toBe(1));
    gaveUp.abort();
    await expect(abandoned).rejects.toThrow();
    await vi.waitFor(async () => expect(await heldCount()).toBe(0));
  });

  it('drops, refuses and counts WebSockets', async () => {
    const session = await connectStomp(server, await login(server, 'rep1@demo.no'));
    await session.subscribe('/topic/auction/x');
    expect((await call(server, '/__test/ws/stats')).json()).toEqual({ openSockets: 1, subscriptions: 1 });
    const closed = new Promise<void>((resolve) => {
      session.client.onWebSocketClose = () => resolve();
    });
    await control(server, 'ws/drop', {});
    await closed;
    expect((await call(server, '/__test/ws/stats')).json()).toEqual({ openSockets: 0, subscriptions: 0 });
    await session.close();
    await control(server, 'ws/refuse', { durationMs: 60_000 });
    await expect(connectStomp(server, await login(server, 'rep1@demo.no'))).rejects.toThrow();
    await control(server, 'ws/refuse', { durationMs: 0 });
  });

  it('counts WebSocket handshakes and API requests per 100 ms while recording, refused handshakes too', async () => {
    const token = await login(server, 'rep1@demo.no');
    await call(server, '/api/v1/cars', { token });
    await control(server, 'traffic/start', {});
    const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);
    expect((await call(server, '/__test/traffic')).json()).toEqual({
      slotMs: 100,
      connections: [],
      requests: [],
    });

    const session = await connectStomp(server, token);
    await session.close();
    await control(server, 'ws/refuse', { durationMs: 60_000 });
    await expect(connectStomp(server, token)).rejects.toThrow();
    await control(server, 'ws/refuse', { durationMs: 0 });
    await call(server, '/api/v1/cars', { token });
    await call(server, `/api/v1/auctions/by-car/${fx.activeCarIds[0] ?? ''}`, { token });
    const report = (await call(server, '/__test/traffic')).json<{
      connections: number[];
      requests: number[];
    }>();
    expect(total(report.connections)).toBe(2);
    expect(total(report.requests)).toBe(2);
    expect(report.connections).toHaveLength(report.requests.length);

    // A reset stops the recording.
    await resetData(server);
    await call(server, '/api/v1/cars', { token: await login(server, 'rep1@demo.no') });
    expect(total((await call(server, '/__test/traffic')).json<{ requests: number[] }>().requests)).toBe(2);
  });

  it('seeds historic bids, pauses auctions and pushes raw topic bodies', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    await control(server, 'auction/seed-bids', { carId, count: 30 });
    const token = await login(server, 'rep1@demo.no');
    const auction = (await call(server, `/api/v1/auctions/by-car/${carId}`, { token })).json<{
      bids: { amount: number }[];
    }>();
    expect(auction.bids).toHaveLength(30);
    expect(auction.bids.every((b, i, all) => i === 0 || b.amount > (all[i - 1]?.amount ?? 0))).toBe(true);
    await control(server, 'auction/status', { carId, status: 'DISABLED' });
    expect((await call(server, `/api/v1/auctions/by-car/${carId}`, { token })).json().status).toBe(
      'DISABLED',
    );
    const session = await connectStomp(server, token);
    const inbox = await session.subscribe(`/topic/auction/${carId}`);
    await control(server, 'topic/push', { destination: `/topic/auction/${carId}`, body: 'not json' });
    await expect.poll(() => inbox.messages.map((m) => m.body)).toEqual(['not json']);
    await session.close();
  });

  it('simulates a bidding bot whose bids are broadcast', async () => {
    const carId = fx.activeCarIds[6] ?? '';
    const session = await connectStomp(server, await login(server, 'rep2@demo.no'));
    const inbox = await session.subscribe(`/topic/auction/${carId}`);
    await control(server, 'auction/simulate', { carId, perSecond: 50, durationMs: 200 });
    await expect.poll(() => inbox.messages.length, { timeout: 3000 }).toBeGreaterThanOrEqual(3);
    await session.close();
  });

  it('has an open market of at least 40 active auctions across makes, years, prices and end times', async () => {
    const token = await login(server, 'rep1@demo.no');
    const list = (await call(server, '/api/v1/auctions?size=200', { token })).json<{
      items: {
        endDateTime: string;
        highestBid: { amount: number } | null;
        startingPrice: number;
        carDetails: { makeModel: string; modelYear: string };
      }[];
    }>();
    expect(list.items.length).toBeGreaterThanOrEqual(40);
    expect(fx.activeCarIds).toHaveLength(list.items.length);
    const makes = new Set(list.items.map((a) => a.carDetails.makeModel.split(' ')[0]));
    const years = new Set(list.items.map((a) => a.carDetails.modelYear));
    const prices = list.items.map((a) => a.highestBid?.amount ?? a.startingPrice);
    const minutesLeft = list.items.map((a) => (Date.parse(a.endDateTime) - Date.now()) / 60_000);
    expect(makes.size).toBeGreaterThanOrEqual(15);
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...prices) / Math.min(...prices)).toBeGreaterThan(5);
    expect(minutesLeft.filter((m) => m < 60).length).toBeGreaterThanOrEqual(5);
    expect(minutesLeft.filter((m) => m > 7 * 24 * 60).length).toBeGreaterThanOrEqual(1);
  });

  it('seeds many active auctions for the bench', async () => {
    const answer = await control(server, 'auctions/seed', { count: 500 });
    const { carIds } = answer.json<{ carIds: string[] }>();
    expect(carIds).toHaveLength(500);
    const token = await login(server, 'rep1@demo.no');
    const page = (await call(server, '/api/v1/auctions?size=1', { token })).json<{ totalPages: number }>();
    expect(page.totalPages).toBe(fx.activeCarIds.length + 500);
    const auction = (await call(server, `/api/v1/auctions/by-car/${carIds[499] ?? ''}`, { token })).json<{
      status: string;
    }>();
    expect(auction.status).toBe('ACTIVE');
    expect((await control(server, 'auctions/seed', { count: 0 })).status).toBe(400);
  });

  it('seeds the benchmark’s large data set once: 5,000 users, 2,000 cars, 500 auctions', async () => {
    const before = { users: server.ctx.store.users.size, cars: server.ctx.store.cars.size };
    const answer = await control(server, 'seed/large', {});
    expect(answer.json()).toEqual({ ok: true, users: 5000, cars: 2000, auctions: 500 });
    expect(server.ctx.store.users.size - before.users).toBe(5000);
    expect(server.ctx.store.cars.size - before.cars).toBe(2000);
    await control(server, 'seed/large', {});
    expect(server.ctx.store.cars.size - before.cars).toBe(2000);
    const admin = await login(server, 'admin@demo.no');
    const users = await call(server, '/api/v1/users', { token: admin });
    expect(users.json<unknown[]>().length).toBe(server.ctx.store.users.size);
    // Each one-time seller names the car it sent in, as production's NewCarSavedEvent leaves it.
    const oneTime = users
      .json<{ role: string; id: string; name: string; carId?: string }[]>()
      .filter((user) => user.role === 'ONE_TIME_SELLER' && user.name.startsWith('Bench '));
    expect(oneTime).toHaveLength(100);
    for (const seller of oneTime)
      expect(server.ctx.store.cars.get(seller.carId ?? '')?.ownerId, seller.id).toBe(seller.id);
    const statuses = new Set(oneTime.map((seller) => server.ctx.store.cars.get(seller.carId ?? '')?.status));
    expect([...statuses].sort()).toEqual(['Annet', 'Auksjon', 'Solgt', 'Vurdering']);
    const waiting = await call(server, '/api/v1/users/buyers?isLocked=true', { token: admin });
    expect(waiting.json<unknown[]>().length).toBe(80 + 2);
    await login(server, 'bench-seller-0@bench.no');
  });

  it('reorders the active rows between page requests, so a naive page walk skips and repeats', async () => {
    const token = await login(server, 'rep1@demo.no');
    const walk = async (): Promise<string[]> => {
      const ids: string[] = [];
      for (let page = 0; ; page++) {
        const answer = (await call(server, `/api/v1/auctions?page=${page}&size=8`, { token })).json<{
          items: { id: string }[];
          totalPages: number;
        }>();
        ids.push(...answer.items.map((a) => a.id));
        if (page + 1 >= answer.totalPages) return ids;
      }
    };
    const steady = await walk();
    expect(new Set(steady).size).toBe(steady.length);
    expect((await control(server, 'auctions/reorder', { enabled: true })).status).toBe(200);
    const moving = await walk();
    expect(moving).toHaveLength(steady.length);
    expect(new Set(moving).size).toBeLessThan(moving.length);
    expect(steady.filter((id) => !moving.includes(id)).length).toBeGreaterThan(0);
    await control(server, 'auctions/reorder', { enabled: false });
    const first = await walk();
    expect(await walk()).toEqual(first);
    expect((await control(server, 'auctions/reorder', { enabled: 'yes' })).status).toBe(400);
  });

  it('has operator demo data: applications, a failed lookup, paused and ended auctions with and without bids', async () => {
    const admin = await login(server, 'admin@demo.no');
    const car = async (id: string) => (await call(server, `/api/v1/cars/${id}`, { token: admin })).json();
    const auction = async (carId: string) =>
      (await call(server, `/api/v1/auctions/by-car/${carId}`, { token: admin })).json<{
        status: string;
        highestBid: unknown;
      }>();
    expect(fx.superAdminId).toBe('00000000-0000-4000-8000-000000000008');
    expect(fx.applicationCarIds).toEqual(
      expect.arrayContaining([...fx.sellerCarIdsByStatus.Vurdering, ...fx.quickSubmissionCarIds]),
    );
    for (const id of fx.applicationCarIds) expect((await car(id)).status).toBe('Vurdering');
    expect(fx.quickSubmissionCarIds).toContain(fx.failedLookupCarId);
    expect(await car(fx.failedLookupCarId)).toMatchObject({
      make: 'N/A',
      firstTimeRegisteredInNorway: '1111-11-11',
      gearboxType: 'Annet',
    });
    expect(await auction(fx.finishedWithoutBidsCarId)).toMatchObject({
      status: 'FINISHED',
      highestBid: null,
    });
    expect((await car(fx.finishedWithoutBidsCarId)).status).toBe('Solgt');
    expect((await auction(fx.finishedCarIds[0] ?? '')).highestBid).not.toBeNull();
    expect(await auction(fx.pausedWithoutBidsCarId)).toMatchObject({ status: 'DISABLED', highestBid: null });
    expect((await auction(fx.pausedCarId)).highestBid).not.toBeNull();
    await login(server, 'superadmin@demo.no');
  });

  it('rejects bad control input with 400', async () => {
    expect(
      (await control(server, 'auction/status', { carId: fx.activeCarIds[0], status: 'Aktivt' })).status,
    ).toBe(400);
    expect((await control(server, 'auction/seed-bids', { carId: 'nope', count: 1 })).status).toBe(400);
  });
});

describe('server options', () => {
  it('has no test controls unless asked', async () => {
    const plain = await startServer({ testControls: false });
    try {
      expect((await call(plain, '/__test/fixtures')).status).toBe(403);
    } finally {
      await plain.close();
    }
  });

  it('serves the built app with an SPA fallback that never shadows the API', async () => {
    const dist = fakeBuild();
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const app = await startServer({ testControls: false, serveApp: true, distDir: dist });
    try {
      expect((await call(app, '/auction/123')).text).toContain('<title>app</title>');
      expect((await call(app, '/app.js')).text).toBe('console.log(1)');
      const api = await call(app, '/api/v1/unknown');
      expect([api.status, api.text]).toEqual([403, '']);
      expect((await call(app, '/ws-auction')).text).toBe('Welcome to SockJS!\n');
    } finally {
      await app.close();
    }
  });

  it('sends each prerendered page in the language asked for, and app.html for every other path and to a session', async () => {
    const dist = fakeBuild(undefined, ['index', 'index.en', 'register', 'register.en', 'app']);
    const app = await startServer({ testControls: false, serveApp: true, distDir: dist });
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await call(app, path, { headers });
      expect(answer.headers.get('vary')).toContain('Accept-Language');
      return /<title>(.*)<\/title>/.exec(answer.text)?.[1];
    };
    try {
      expect(await page('/')).toBe('index');
      expect(await page('/', { 'accept-language': 'en-US,en;q=0.9' })).toBe('index.en');
      expect(await page('/register', { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.8' })).toBe('register');
      expect(await page('/register', { 'accept-language': 'de, en;q=0.5' })).toBe('register.en');
      expect(await page('/register/', { cookie: 'i18next=en', 'accept-language': 'nb' })).toBe('register.en');
      expect(await page('/register?lng=no', { cookie: 'i18next=en' })).toBe('register');
      expect(await page('/auction/123', { 'accept-language': 'en' })).toBe('app');
      expect(await page('/contact', { 'accept-language': 'en' })).toBe('app');
      // A session open in the browser: the prerendered pages are a guest's.
      expect(await page('/', { cookie: 'i18next=en; bilbud_session=1' })).toBe('app');
      expect(await page('/register', { cookie: 'bilbud_session=1' })).toBe('app');
    } finally {
      await app.close();
    }
  });
});
