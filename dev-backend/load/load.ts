import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { Client, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';

/**
 * Load test: N STOMP clients (one representative each) bid on the demo's active auctions for a
 * while, then the final auctions are checked for every accepted bid, exactly once.
 *
 *   npm run backend:load -- [--seconds 60] [--clients 200] [--url http://localhost:8080]
 *
 * Without --url the stand-in is started in this process, on a worker thread of its own.
 */

const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '200' },
    'min-pause-ms': { type: 'string', default: '1500' },
    'max-pause-ms': { type: 'string', default: '4500' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const MIN_PAUSE = Number(args['min-pause-ms']);
const MAX_PAUSE = Number(args['max-pause-ms']);
const OUTCOME_TIMEOUT_MS = 10_000;

interface AuctionInfo {
  id: string;
  carId: string;
  step: number;
  starting: number;
  highest: number | null;
}

interface BidView {
  bidderId: string;
  amount: number;
  placedAt: string;
}

interface FullAuction {
  id: string;
  minimalStep: number;
  startingPrice: number;
  highestBid: BidView | null;
  bids: BidView[];
}

interface Accepted {
  auctionId: string;
  carId: string;
  bidderId: string;
  amount: number;
}

const latencies: number[] = [];
const accepted: Accepted[] = [];
const rejections = new Map<string, number>();
let sent = 0;
let timedOut = 0;

interface LocalServer {
  url: string;
  /** Share of time the server thread's event loop was busy since the last call. */
  busy(): number;
  stop(): Promise<void>;
}

function startLocalServer(): Promise<LocalServer> {
  const api = import.meta.resolve('tsx/esm/api');
  const file = new URL('./serverWorker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`,
    { eval: true },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { url: string }) =>
      resolve({
        url: message.url,
        busy: (() => {
          let last = worker.performance.eventLoopUtilization();
          return () => {
            const now = worker.performance.eventLoopUtilization();
            const delta = worker.performance.eventLoopUtilization(now, last);
            last = now;
            return delta.utilization;
          };
        })(),
        stop: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage('close');
          }),
      }),
    );
  });
}

async function http<T>(base: string, path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return results;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One representative: bids highest + step on its auction, waits for the broadcast or the error, pauses, repeats. */
async function runClient(base: string, token: string, userId: string, auction: AuctionInfo, until: number): Promise<Client> {
  let highest = auction.highest ?? auction.starting - auction.step;
  let hasBids = auction.highest !== null;
  let pending: { amount: number; sentAt: number; settle: (outcome: 'accepted' | 'rejected' | 'timeout') => void } | null = null;

  const client = new Client({
    brokerURL: `${base.replace(/^http/, 'ws')}/ws-auction/websocket`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  const onTopic = (message: IMessage): void => {
    const body = JSON.parse(message.body) as FullAuction;
    if (body.highestBid) {
      highest = body.highestBid.amount;
      hasBids = true;
    }
    const mine = pending;
    if (mine && body.bids.some((b) => b.bidderId === userId && b.amount === mine.amount)) {
      latencies.push(performance.now() - mine.sentAt);
      accepted.push({ auctionId: auction.id, carId: auction.carId, bidderId: userId, amount: mine.amount });
      mine.settle('accepted');
    }
  };
  const onError = (message: IMessage): void => {
    const { message: text } = JSON.parse(message.body) as { message: string };
    const kind = text.replace(/[\d.,]+$/, '…').replace(/'[\d.]+'/, "'…'");
    // Someone else got there first: the message names the new minimum.
    const minimum = /Must be at least ([\d.]+)$/.exec(text)?.[1];
    if (minimum !== undefined && Number(minimum) - auction.step > highest) {
      highest = Number(minimum) - auction.step;
      hasBids = true;
    }
    rejections.set(kind, (rejections.get(kind) ?? 0) + 1);
    pending?.settle('rejected');
  };
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => {
      client.subscribe(`/topic/auction/${auction.carId}`, onTopic);
      client.subscribe('/user/queue/errors', onError, { receipt: `ready-${userId}` });
      client.watchForReceipt(`ready-${userId}`, () => resolve());
    };
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.activate();
  });

  void (async () => {
    await sleep(Math.random() * MAX_PAUSE);
    while (Date.now() < until) {
      const amount = hasBids ? highest + auction.step : auction.starting;
      const outcome = await new Promise<'accepted' | 'rejected' | 'timeout'>((settle) => {
        const timer = setTimeout(() => settle('timeout'), OUTCOME_TIMEOUT_MS);
        pending = {
          amount,
          sentAt: performance.now(),
          settle: (result) => {
            clearTimeout(timer);
            pending = null;
            settle(result);
          },
        };
        sent += 1;
        client.publish({ destination: '/app/place-bid', body: JSON.stringify({ auctionId: auction.id, amount }) });
      });
      if (outcome === 'timeout') timedOut += 1;
      await sleep(MIN_PAUSE + Math.random() * (MAX_PAUSE - MIN_PAUSE));
    }
  })();
  return client;
}

async function main(): Promise<void> {
  const local = args.url ? null : await startLocalServer();
  const base = args.url ?? local?.url ?? '';
  const run = Date.now().toString(36);
  process.stdout.write(`Load test against ${base}: ${CLIENTS} STOMP clients, ${SECONDS} s\n`);

  const company = await http<{ token: string; userId: string }>(base, '/api/v1/users/login', {
    method: 'POST',
    json: { email: 'firma@demo.no', password: 'demopass1' },
  });
  const reps = await inBatches([...Array(CLIENTS).keys()], 20, async (i) => {
    const email = `load-${run}-${i}@demo.no`;
    const rep = await http<{ id: string }>(base, '/api/v1/users/register-representative', {
      method: 'POST',
      token: company.token,
      json: { name: `Last ${i}`, phoneNumber: '+4700000000', email, password: 'demopass1', buyerCompanyId: company.userId },
    });
    const { token } = await http<{ token: string }>(base, '/api/v1/users/login', {
      method: 'POST',
      json: { email, password: 'demopass1' },
    });
    return { id: rep.id, token };
  });

  const page = await http<{
    items: { id: string; minimalStep: number; startingPrice: number; highestBid: BidView | null; carDetails: { carId: string } }[];
  }>(
    base,
    '/api/v1/auctions?status=Aktivt&size=100',
    { token: company.token },
  );
  const auctions: AuctionInfo[] = page.items
    .filter((a) => a.minimalStep > 0)
    .map((a) => ({
      id: a.id,
      carId: a.carDetails.carId,
      step: a.minimalStep,
      starting: a.startingPrice,
      highest: a.highestBid?.amount ?? null,
    }));
  if (auctions.length === 0) throw new Error('no active auctions to bid on');

  const connectStarted = performance.now();
  const until = Date.now() + SECONDS * 1000;
  const clients = await inBatches(reps, 50, (rep) => {
    const index = reps.indexOf(rep);
    const auction = auctions[index % auctions.length];
    if (!auction) throw new Error('no auction');
    return runClient(base, rep.token, rep.id, auction, until);
  });
  process.stdout.write(
    `Connected ${clients.length} clients to ${auctions.length} auctions in ${Math.round(performance.now() - connectStarted)} ms\n`,
  );
  const bidStart = Date.now();
  local?.busy();
  const clientLoop = performance.eventLoopUtilization();
  while (Date.now() < until + OUTCOME_TIMEOUT_MS && (Date.now() < until || sent > accepted.length + countRejected() + timedOut)) {
    await sleep(250);
  }
  const bidSeconds = (Date.now() - bidStart) / 1000;
  const serverBusy = local?.busy();
  const clientBusy = performance.eventLoopUtilization(clientLoop).utilization;
  await Promise.all(clients.map((c) => c.deactivate()));

  // Every accepted bid must be in the final auction exactly once.
  let missing = 0;
  let duplicated = 0;
  for (const auction of auctions) {
    const full = await http<FullAuction>(base, `/api/v1/auctions/by-car/${auction.carId}`, { token: company.token });
    const counts = new Map<string, number>();
    for (const bid of full.bids) counts.set(`${bid.bidderId}|${bid.amount}`, (counts.get(`${bid.bidderId}|${bid.amount}`) ?? 0) + 1);
    for (const bid of accepted.filter((a) => a.auctionId === auction.id)) {
      const count = counts.get(`${bid.bidderId}|${bid.amount}`) ?? 0;
      if (count === 0) missing += 1;
      if (count > 1) duplicated += 1;
    }
  }
  await local?.stop();

  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v: number): string => `${v.toFixed(1)} ms`;
  const lines = [
    '',
    `Bids sent:      ${sent} in ${bidSeconds.toFixed(1)} s (${(sent / bidSeconds).toFixed(1)}/s)`,
    `Accepted:       ${accepted.length}`,
    `Rejected:       ${countRejected()}${[...rejections].map(([k, v]) => `\n  ${v} × ${k}`).join('')}`,
    `No outcome:     ${timedOut}`,
    `Latency SEND → broadcast with the bid (accepted bids):`,
    `  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`,
    `Event loop busy: clients ${(clientBusy * 100).toFixed(0)} %` +
      (serverBusy === undefined ? '' : `, server thread ${(serverBusy * 100).toFixed(0)} %`),
    `Verification:   ${missing} accepted bids missing, ${duplicated} duplicated → ${missing + duplicated === 0 ? 'OK' : 'FAILED'}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  process.exitCode = missing + duplicated === 0 && timedOut === 0 ? 0 : 1;
}

function countRejected(): number {
  let total = 0;
  for (const v of rejections.values()) total += v;
  return total;
}

await main();
