import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import type { AuctionInfo, BidderConfig, BidderReport } from './bidders.js';
import { startTsWorker } from './tsWorker.js';

/**
 * Load test: N STOMP clients (one representative each) bid on the demo's active auctions for a
 * while, then the final auctions are checked for every accepted bid, exactly once.
 *
 *   npm run backend:load -- [--seconds 60] [--clients 200] [--threads 2] [--url http://localhost:8080]
 *
 * Without --url the stand-in runs in this process on a worker thread of its own; the clients are
 * spread over --threads further worker threads so that parsing broadcasts does not dominate.
 */

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '200' },
    threads: { type: 'string', default: '2' },
    'min-pause-ms': { type: 'string', default: '1500' },
    'max-pause-ms': { type: 'string', default: '4500' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const THREADS = Math.max(1, Number(args.threads));

interface BidView {
  bidderId: string;
  amount: number;
}

interface LocalServer {
  url: string;
  /** Share of time the server thread's event loop was busy since the last call. */
  busy(): number;
  stop(): Promise<void>;
}

function startLocalServer(): Promise<LocalServer> {
  const worker = startTsWorker(new URL('./serverWorker.ts', import.meta.url));
  let last = worker.performance.eventLoopUtilization();
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { url: string }) =>
      resolve({
        url: message.url,
        busy: () => {
          const now = worker.performance.eventLoopUtilization();
          const delta = worker.performance.eventLoopUtilization(now, last);
          last = now;
          return delta.utilization;
        },
        stop: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.postMessage('close');
          }),
      }),
    );
  });
}

async function http<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<T> {
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
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return results;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function waitFor<T>(worker: Worker, test: (message: unknown) => message is T): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown): void => {
      if (!test(message)) return;
      worker.off('message', onMessage);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const local = args.url ? null : await startLocalServer();
  const base = args.url ?? local?.url ?? '';
  const run = Date.now().toString(36);
  process.stdout.write(
    `Load test against ${base}: ${CLIENTS} STOMP clients on ${THREADS} threads, ${SECONDS} s\n`,
  );

  const company = await http<{ token: string; userId: string }>(base, '/api/v1/users/login', {
    method: 'POST',
    json: { email: 'firma@demo.no', password: 'demopass1' },
  });
  const reps = await inBatches([...Array(CLIENTS).keys()], 20, async (i) => {
    const email = `load-${run}-${i}@demo.no`;
    const rep = await http<{ id: string }>(base, '/api/v1/users/register-representative', {
      method: 'POST',
      token: company.token,
      json: {
        name: `Last ${i}`,
        phoneNumber: '+4700000000',
        email,
        password: 'demopass1',
        buyerCompanyId: company.userId,
      },
    });
    const { token } = await http<{ token: string }>(base, '/api/v1/users/login', {
      method: 'POST',
      json: { email, password: 'demopass1' },
    });
    return { id: rep.id, token };
  });

  const page = await http<{
    items: {
      id: string;
      minimalStep: number;
      startingPrice: number;
      highestBid: BidView | null;
      carDetails: { carId: string };
    }[];
  }>(base, '/api/v1/auctions?status=Aktivt&size=100', { token: company.token });
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
  const workers = [...Array(THREADS).keys()].map((t) => {
    const config: BidderConfig = {
      base,
      bidders: reps
        .map((rep, i) => ({ ...rep, auction: auctions[i % auctions.length] }))
        .filter(
          (b, i): b is typeof b & { auction: AuctionInfo } => i % THREADS === t && b.auction !== undefined,
        ),
      minPauseMs: Number(args['min-pause-ms']),
      maxPauseMs: Number(args['max-pause-ms']),
    };
    return startTsWorker(new URL('./bidderWorker.ts', import.meta.url), config);
  });
  const reports = workers.map((w) =>
    waitFor(w, (m): m is BidderReport => typeof m === 'object' && m !== null && 'sent' in m),
  );
  await Promise.all(workers.map((w) => waitFor(w, (m): m is 'connected' => m === 'connected')));
  process.stdout.write(
    `Connected ${reps.length} clients to ${auctions.length} auctions in ${Math.round(performance.now() - connectStarted)} ms\n`,
  );
  const bidStart = Date.now();
  local?.busy();
  for (const worker of workers) worker.postMessage({ until: bidStart + SECONDS * 1000 });
  const results = await Promise.all(reports);
  const serverBusy = local?.busy();
  await Promise.all(workers.map((w) => w.terminate()));

  const accepted = results.flatMap((r) => r.accepted);
  const sent = results.reduce((n, r) => n + r.sent, 0);
  const timedOut = results.reduce((n, r) => n + r.timedOut, 0);
  const rejections = new Map<string, number>();
  for (const r of results)
    for (const [k, v] of Object.entries(r.rejections)) rejections.set(k, (rejections.get(k) ?? 0) + v);
  const rejected = [...rejections.values()].reduce((a, b) => a + b, 0);

  // Every accepted bid must be in the final auction exactly once.
  let missing = 0;
  let duplicated = 0;
  for (const auction of auctions) {
    const full = await http<{ bids: BidView[] }>(base, `/api/v1/auctions/by-car/${auction.carId}`, {
      token: company.token,
    });
    const counts = new Map<string, number>();
    for (const bid of full.bids)
      counts.set(`${bid.bidderId}|${bid.amount}`, (counts.get(`${bid.bidderId}|${bid.amount}`) ?? 0) + 1);
    for (const bid of accepted.filter((a) => a.auctionId === auction.id)) {
      const count = counts.get(`${bid.bidderId}|${bid.amount}`) ?? 0;
      if (count === 0) missing += 1;
      if (count > 1) duplicated += 1;
    }
  }
  await local?.stop();

  const sorted = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const ms = (v: number): string => `${v.toFixed(1)} ms`;
  const pct = (v: number): string => `${(v * 100).toFixed(0)} %`;
  const lines = [
    '',
    `Bids sent:      ${sent} in ${SECONDS} s (${(sent / SECONDS).toFixed(1)}/s)`,
    `Accepted:       ${accepted.length}`,
    `Rejected:       ${rejected}${[...rejections].map(([k, v]) => `\n  ${v} × ${k}`).join('')}`,
    `No outcome:     ${timedOut}`,
    `Latency SEND → broadcast with the bid (accepted bids):`,
    `  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`,
    `Event loop busy: client threads ${results.map((r) => pct(r.busy)).join(', ')}` +
      (serverBusy === undefined ? '' : `; server thread ${pct(serverBusy)}`),
    `Verification:   ${missing} accepted bids missing, ${duplicated} duplicated → ${missing + duplicated === 0 ? 'OK' : 'FAILED'}`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  process.exitCode = missing + duplicated === 0 && timedOut === 0 ? 0 : 1;
}

await main();
