import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import {
  type StompSession,
  call,
  connectStomp,
  control,
  login,
  resetData,
  startServer,
  wsUrl,
} from './helpers.js';

let server: RunningServer;
let fx: Fixtures;
const sessions: StompSession[] = [];
const HEARTBEAT_MS = 150;

beforeAll(async () => {
  server = await startServer({ heartbeatMs: HEARTBEAT_MS });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await resetData(server);
  fx = server.fixtures();
});

async function connect(email: string): Promise<StompSession> {
  const session = await connectStomp(server, await login(server, email));
  sessions.push(session);
  return session;
}

/** A bare WebSocket for protocol-level checks: collects raw text frames and the close code. */
function raw(): Promise<{
  ws: WebSocket;
  frames: string[];
  next(match: RegExp): Promise<string>;
  closed: Promise<number>;
}> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(server));
    const frames: string[] = [];
    const waiters: { match: RegExp; resolve: (f: string) => void }[] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data: Buffer) => {
      const frame = data.toString('utf8');
      frames.push(frame);
      for (const w of waiters.filter((x) => x.match.test(frame))) w.resolve(frame);
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        next: (match) =>
          new Promise((done) => {
            const found = frames.find((f) => match.test(f));
            if (found) done(found);
            else waiters.push({ match, resolve: done });
          }),
      }),
    );
  });
}

async function auctionOf(
  carId: string,
  token: string,
): Promise<{
  id: string;
  startingPrice: number;
  minimalStep: number;
  highestBid: { amount: number } | null;
}> {
  return (await call(server, `/api/v1/auctions/by-car/${carId}`, { token })).json();
}

describe('CONNECT', () => {
  it('answers CONNECTED with version, heart-beat and user-name', async () => {
    const session = await connect('rep1@demo.no');
    expect(session.connected.headers).toMatchObject({
      version: '1.2',
      'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}`,
      'user-name': 'rep1@demo.no',
    });
  });

  it('sends the generic ERROR frame and closes with 1002 without a valid token', async () => {
    for (const auth of ['', 'Authorization:Bearer nonsense\n']) {
      const socket = await raw();
      socket.ws.send(`CONNECT\naccept-version:1.2\n${auth}\n\0`);
      const error = await socket.next(/^ERROR/);
      expect(error).toContain(
        'message:Failed to send message to ExecutorSubscribableChannel[clientInboundChannel]\n',
      );
      expect(await socket.closed).toBe(1002);
    }
  });

  it('rejects frames before CONNECT and garbage frames, and keeps serving others', async () => {
    const healthy = await connect('rep2@demo.no');
    const early = await raw();
    early.ws.send('SUBSCRIBE\nid:1\ndestination:/topic/x\n\n\0');
    await early.next(/^ERROR/);
    expect(await early.closed).toBe(1002);
    const garbage = await raw();
    garbage.ws.send('\u0001\u0002 not stomp at all\0');
    await garbage.next(/^ERROR/);
    expect(await garbage.closed).toBe(1002);
    expect(healthy.client.connected).toBe(true);
    const inbox = await healthy.subscribe(`/topic/auction/${fx.activeCarIds[0] ?? ''}`);
    expect(inbox.messages).toHaveLength(0);
  });

  it('answers receipts and DISCONNECT', async () => {
    const token = await login(server, 'rep1@demo.no');
    const socket = await raw();
    socket.ws.send(`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${token}\n\n\0`);
    await socket.next(/^CONNECTED/);
    socket.ws.send(
      'SUBSCRIBE\nid:s1\ndestination:/topic/auction/x\nreceipt:r-1\n\n\0DISCONNECT\nreceipt:r-2\n\n\0',
    );
    await socket.next(/receipt-id:r-1/);
    await socket.next(/receipt-id:r-2/);
    expect(await socket.closed).toBe(1000);
  });
});

describe('handshake', () => {
  it('never upgrades on /ws-auction itself: SockJS greets instead (contract §8.1)', async () => {
    const plainPath = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws-auction`);
    const answer = await new Promise<{ status: number; body: string }>((resolve) => {
      plainPath.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      plainPath.on('error', () => undefined);
    });
    expect(answer).toEqual({ status: 200, body: 'Welcome to SockJS!\n' });
    for (const path of ['/ws-auction/websocket', '/ws-auction/123/abcdef/websocket']) {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`);
      await new Promise((resolve, reject) => {
        socket.on('open', resolve);
        socket.on('error', reject);
      });
      socket.close();
    }
  });

  it('refuses disallowed origins with 403', async () => {
    const foreign = new WebSocket(wsUrl(server), { headers: { Origin: 'https://evil.example' } });
    const status = await new Promise<number>((resolve) => {
      foreign.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      foreign.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});

describe('heart-beats', () => {
  it('sends EOL heart-beats when asked and drops a client that stays silent', async () => {
    const token = await login(server, 'rep1@demo.no');
    const socket = await raw();
    const started = Date.now();
    socket.ws.send(
      `CONNECT\naccept-version:1.2\nheart-beat:${HEARTBEAT_MS},${HEARTBEAT_MS}\nAuthorization:Bearer ${token}\n\n\0`,
    );
    await socket.next(/^CONNECTED/);
    await socket.next(/^\n$/);
    await socket.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * HEARTBEAT_MS - 20);
  });
});

describe('forged topic messages (contract §14.9)', () => {
  it('relays a SEND to a topic from any logged-in user, a seller included, to every subscriber, as production does', async () => {
    const carId = fx.activeCarIds[3] ?? '';
    const topic = `/topic/auction/${carId}`;
    const bidder = await connect('rep1@demo.no');
    const company = await connect('firma@demo.no');
    const [bidderInbox, companyInbox] = await Promise.all([
      bidder.subscribe(topic),
      company.subscribe(topic),
    ]);
    const forger = await connect('selger@demo.no');
    const token = await login(server, 'rep1@demo.no');
    const real = await auctionOf(carId, token);
    const forged = { ...real, highestBid: { ...real.highestBid, amount: 9_999_999 }, status: 'DISABLED' };
    forger.client.publish({ destination: topic, body: JSON.stringify(forged) });

    const isForged = (body: Record<string, unknown>) => body.status === 'DISABLED';
    const [seen1, seen2] = await Promise.all([bidderInbox.next(isForged), companyInbox.next(isForged)]);
    for (const message of [seen1, seen2]) {
      expect(message.headers.destination).toBe(topic);
      expect(JSON.parse(message.body)).toEqual(forged);
    }
    // The backend's own record is untouched: only the relay lies.
    expect(await auctionOf(carId, token)).toEqual(real);
  });
});

describe('forged messages on another user’s error queue (contract §14.9)', () => {
  it('relays a SEND to /user/{e-mail}/queue/errors from any logged-in user to every session of that user only, as production does', async () => {
    const [firstTab, secondTab, colleague] = await Promise.all([
      connect('rep1@demo.no'),
      connect('rep1@demo.no'),
      connect('rep2@demo.no'),
    ]);
    const [first, second, other] = await Promise.all([
      firstTab.subscribe('/user/queue/errors'),
      secondTab.subscribe('/user/queue/errors'),
      colleague.subscribe('/user/queue/errors'),
    ]);
    const forger = await connect('selger@demo.no');
    const forged = { statusCode: 400, message: 'Ring 815 00 000 og oppgi passordet ditt' };
    forger.client.publish({ destination: '/user/rep1@demo.no/queue/errors', body: JSON.stringify(forged) });
    // Sent after the first on the same socket, so rep2's inbox has heard the first by the time it hears this.
    forger.client.publish({
      destination: '/user/rep2@demo.no/queue/errors',
      body: JSON.stringify({ statusCode: 409, message: 'marker' }),
    });

    const [seen1, seen2] = await Promise.all([first.next(), second.next()]);
    for (const message of [seen1, seen2]) {
      expect(message.headers.destination).toBe('/user/queue/errors');
      expect(JSON.parse(message.body)).toEqual(forged);
    }
    await other.next((body) => body.message === 'marker');
    expect(
      other.messages.map((message) => (JSON.parse(message.body) as { message: string }).message),
    ).toEqual(['marker']);
  });
});

describe('bids over STOMP', () => {
  it('broadcasts every accepted bid (STOMP or HTTP) as shape B to all subscribers of the car topic', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    const rep1 = await connect('rep1@demo.no');
    const watcher = await connect('firma@demo.no');
    const [inbox1, inbox2] = await Promise.all([
      rep1.subscribe(`/topic/auction/${carId}`),
      watcher.subscribe(`/topic/auction/${carId}`),
    ]);
    const token = await login(server, 'rep1@demo.no');
    const auction = await auctionOf(carId, token);
    rep1.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: auction.startingPrice }),
    });
    const hasBid = (amount: number) => (body: Record<string, unknown>) =>
      (body.highestBid as { amount?: number } | null)?.amount === amount;
    const [m1, m2] = await Promise.all([
      inbox1.next(hasBid(auction.startingPrice)),
      inbox2.next(hasBid(auction.startingPrice)),
    ]);
    for (const message of [m1, m2]) {
      expect(message.headers['content-type']).toBe('application/json');
      expect(message.headers.destination).toBe(`/topic/auction/${carId}`);
      expect(message.headers['message-id']).toBeTruthy();
      expect(message.headers.subscription).toBeTruthy();
      const body = JSON.parse(message.body) as { status: string; bids: unknown[]; autoBids: unknown[] };
      expect(body.status).toBe('ACTIVE');
      expect(body.bids).toHaveLength(1);
    }
    const next = auction.startingPrice + auction.minimalStep;
    await call(server, '/api/v1/auctions/place-bid', {
      method: 'POST',
      token,
      json: { auctionId: auction.id, amount: next },
    });
    await Promise.all([inbox1.next(hasBid(next)), inbox2.next(hasBid(next))]);
  });

  it('sends rejections only to the bidder’s own sessions', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    const tabA = await connect('rep1@demo.no');
    const tabB = await connect('rep1@demo.no');
    const other = await connect('rep2@demo.no');
    const [errorsA, errorsB, errorsOther] = await Promise.all([
      tabA.subscribe('/user/queue/errors'),
      tabB.subscribe('/user/queue/errors'),
      other.subscribe('/user/queue/errors'),
    ]);
    const auction = await auctionOf(carId, await login(server, 'rep1@demo.no'));
    tabA.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: 1 }),
    });
    const expected = `Bid is too low. Must be at least ${auction.startingPrice.toFixed(2)}`;
    const [a, b] = await Promise.all([errorsA.next(), errorsB.next()]);
    for (const message of [a, b]) {
      expect(JSON.parse(message.body)).toMatchObject({ statusCode: 400, message: expected });
      expect((JSON.parse(message.body) as { timestamp: string }).timestamp).not.toMatch(/Z$/);
    }
    // A later error of rep2 proves rep2's queue was live but saw nothing of rep1's.
    other.client.publish({
      destination: '/app/place-auto-bid',
      body: JSON.stringify({ auctionId: auction.id, limitAmount: 1 }),
    });
    const own = await errorsOther.next();
    expect(JSON.parse(own.body)).toMatchObject({
      message: `Auto Bid is too low. Must be at least ${auction.startingPrice.toFixed(2)}`,
    });
    expect(errorsOther.messages).toHaveLength(1);
  });

  it('answers a representative locked at CONNECT with 403 Access Denied on its error queue', async () => {
    await control(server, 'user/lock', { userId: fx.rep1Id, locked: true });
    const rep = await connect('rep1@demo.no');
    const errors = await rep.subscribe('/user/queue/errors');
    const auction = await auctionOf(fx.activeCarIds[4] ?? '', await login(server, 'rep2@demo.no'));
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: auction.startingPrice }),
    });
    expect(JSON.parse((await errors.next()).body)).toMatchObject({
      statusCode: 403,
      message: 'Access Denied',
    });
  });

  it('keeps the CONNECT-time lock: unlocked later, socket bids fail until a reconnect while HTTP bids work', async () => {
    await control(server, 'user/lock', { userId: fx.companyId, locked: true });
    const rep = await connect('rep1@demo.no');
    const errors = await rep.subscribe('/user/queue/errors');
    const admin = await login(server, 'admin@demo.no');
    const unlock = await call(server, `/api/v1/users/${fx.companyId}/set-lock?isLocked=false`, {
      method: 'PATCH',
      token: admin,
    });
    expect(unlock.status).toBe(204);
    const carId = fx.activeCarIds[4] ?? '';
    const token = await login(server, 'rep1@demo.no');
    const auction = await auctionOf(carId, token);
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: auction.startingPrice }),
    });
    expect(JSON.parse((await errors.next()).body)).toMatchObject({
      statusCode: 403,
      message: 'Access Denied',
    });
    const http = await call(server, '/api/v1/auctions/place-bid', {
      method: 'POST',
      token,
      json: { auctionId: auction.id, amount: auction.startingPrice },
    });
    expect(http.status).toBe(200);
    const fresh = await connect('rep1@demo.no');
    const topic = await fresh.subscribe(`/topic/auction/${carId}`);
    const next = auction.startingPrice + auction.minimalStep;
    fresh.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: next }),
    });
    await topic.next((body) => (body.highestBid as { amount?: number } | null)?.amount === next);
  });

  it('lets a representative locked or deleted after CONNECT go on bidding over its open socket', async () => {
    const carId = fx.activeCarIds[4] ?? '';
    const rep = await connect('rep1@demo.no');
    const topic = await rep.subscribe(`/topic/auction/${carId}`);
    await control(server, 'user/lock', { userId: fx.rep1Id, locked: true });
    const auction = await auctionOf(carId, await login(server, 'rep2@demo.no'));
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: auction.startingPrice }),
    });
    const bidOf = (amount: number) => (body: Record<string, unknown>) =>
      (body.highestBid as { amount?: number } | null)?.amount === amount;
    await topic.next(bidOf(auction.startingPrice));
    const admin = await login(server, 'admin@demo.no');
    const gone = await call(server, `/api/v1/users/${fx.rep1Id}`, { method: 'DELETE', token: admin });
    expect(gone.status).toBe(204);
    const next = auction.startingPrice + auction.minimalStep;
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount: next }),
    });
    const message = await topic.next(bidOf(next));
    expect(JSON.parse(message.body)).toMatchObject({ highestBid: { bidderId: fx.rep1Id } });
  });

  it('closes the connection when a non-representative sends to /app', async () => {
    const token = await login(server, 'firma@demo.no');
    const socket = await raw();
    socket.ws.send(`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${token}\n\n\0`);
    await socket.next(/^CONNECTED/);
    socket.ws.send('SEND\ndestination:/app/place-bid\n\n{}\0');
    await socket.next(/^ERROR/);
    expect(await socket.closed).toBe(1002);
  });

  it('announces nothing when an auction ends: the car becomes Solgt silently', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    const rep = await connect('rep1@demo.no');
    const inbox = await rep.subscribe(`/topic/auction/${carId}`);
    await control(server, 'auction/end-time', {
      carId,
      endDateTime: new Date(Date.now() + 100).toISOString(),
    });
    const token = await login(server, 'rep1@demo.no');
    await expect
      .poll(async () => (await auctionOf(carId, token)) as unknown as { status: string }, { timeout: 3000 })
      .toMatchObject({ status: 'FINISHED' });
    const car = await call(server, `/api/v1/cars/${carId}`, { token });
    expect(car.json().status).toBe('Solgt');
    // A receipt round-trip: anything the server had sent before it would have arrived by now.
    await rep.subscribe('/user/queue/errors');
    expect(inbox.messages).toHaveLength(0);
  });
});
