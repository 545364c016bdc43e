import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { WebSocket } from 'ws';
import type { BenchBackend } from './lib/benchBackend';
import type { Session } from './lib/benchBrowser';
import { percentile, round } from './lib/stats';

/**
 * The crowd after a backend restart (issue 32): thousands of open tabs lose their socket at the
 * same moment and come back. Each simulated tab is a plain WebSocket speaking STOMP frames, paced
 * by the app's own rules (src/realtime/reconnectDelay.ts, src/realtime/refetchDelay.ts, loaded
 * through Vite so that they read src/config.ts as the app does) or, for the figure before, by the
 * rules the app had until then. The stand-in counts what arrives (`/__test/traffic`).
 */

export interface CrowdRule {
  name: string;
  /** The wait before reconnect attempt `attempt` (1 after a drop), ms. */
  reconnectDelay: (attempt: number) => number;
  /** The wait before one followed auction is refetched after a reconnect, when the tab follows `followed`. */
  refetchDelay: (followed: number) => number;
}

/**
 * The rules before issue 32 (commit 5b7f2ce): stompjs's `reconnectDelay: 5000` in its LINEAR mode,
 * which waits 5 s before every attempt (it never grows, and `maxReconnectDelay` only applies to its
 * exponential mode), and followAuction refetching every followed auction the moment it subscribed
 * again.
 */
const RULE_BEFORE: CrowdRule = {
  name: 'before: 5 s every attempt, refetch at once',
  reconnectDelay: () => 5000,
  refetchDelay: () => 0,
};

async function appRule(repoRoot: string): Promise<CrowdRule> {
  const load = async <Module>(file: string) =>
    (await runnerImport<Module>(resolve(repoRoot, file), { configFile: false, logLevel: 'silent' })).module;
  const { reconnectDelay } = await load<typeof import('../src/realtime/reconnectDelay')>(
    'src/realtime/reconnectDelay.ts',
  );
  const { refetchDelay } = await load<typeof import('../src/realtime/refetchDelay')>(
    'src/realtime/refetchDelay.ts',
  );
  return {
    name: 'after: the app’s reconnectDelay and refetchDelay',
    reconnectDelay: (attempt) => reconnectDelay(attempt),
    refetchDelay: (followed) => refetchDelay(followed),
  };
}

export interface CrowdOptions {
  tabs: number;
  /** One tab in this many is a desk following `deskFollows` auctions; the others are rooms (one auction). */
  deskEvery: number;
  deskFollows: number;
  /** Auctions to spread the tabs over. */
  auctions: number;
}

export interface CrowdRun {
  rule: string;
  /** What the tabs sent: the most handshakes and requests in any one second. */
  offeredConnectionsPerSecond: number;
  offeredRequestsPerSecond: number;
  /** Handshakes and API requests at the stand-in: the most in any one second (a sliding window of 100 ms slots). */
  peakConnectionsPerSecond: number;
  peakRequestsPerSecond: number;
  connections: number;
  requests: number;
  /** From the drop until every tab was connected again, and until every refetch was answered, s. */
  allReconnectedAfterS: number | null;
  allRefetchedAfterS: number | null;
  /** Refetch answer times, ms. */
  refetchP50Ms: number | null;
  refetchP95Ms: number | null;
  failedRefetches: number;
  /** Why they failed: an HTTP status or the socket's error code, with counts. */
  failures: Record<string, number>;
  /** Arrivals at the stand-in in each whole second after the drop. */
  handshakesBySecond: number[];
  requestsBySecond: number[];
  /** Share of time the bench's own event loop was busy during the recovery: near 1, its figures lag. */
  benchBusy: number;
}

export interface CrowdFigures extends CrowdOptions {
  subscriptions: number;
  runs: CrowdRun[];
}

const NUL = '\0';
const frame = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers)
    .map(([key, value]) => `${key}:${value}`)
    .join('\n')}\n\n${body}${NUL}`;

const SLOT_MS = 100;

interface Progress {
  /** When the sockets were dropped (performance.now()); null while the crowd gathers. */
  droppedAt: number | null;
  /** What the tabs sent per 100 ms slot since the drop: the load offered, before the stand-in's queue. */
  offeredHandshakes: number[];
  offeredRequests: number[];
  connected: number;
  refetchesWanted: number;
  refetchesDone: number;
  failedRefetches: number;
  failures: Record<string, number>;
  refetchMs: number[];
  lastReconnectAt: number;
  lastRefetchAt: number;
}

/**
 * Plain node:http with kept-alive sockets (an agent per run, so that no run starts with the last
 * one's open sockets), the body read and dropped: the tabs' own cost stays small beside the
 * stand-in's on a shared machine (fetch costs the bench several times more).
 */
function answerStatus(agent: Agent, url: string, token: string): Promise<number> {
  return new Promise((done, fail) => {
    const request = get(url, { agent, headers: { Authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

function failed(progress: Progress, why: string): void {
  progress.failedRefetches += 1;
  progress.failures[why] = (progress.failures[why] ?? 0) + 1;
}

function offered(progress: Progress, counts: number[]): void {
  if (progress.droppedAt === null) return;
  const slot = Math.floor((performance.now() - progress.droppedAt) / SLOT_MS);
  counts[slot] = (counts[slot] ?? 0) + 1;
}

/** One browser tab: one STOMP connection, its followed auctions, the app's pacing. */
class Tab {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private everConnected = false;
  private stopped = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly carIds: string[],
    private readonly rule: CrowdRule,
    private readonly progress: Progress,
    private readonly agent: Agent,
  ) {}

  open(): void {
    offered(this.progress, this.progress.offeredHandshakes);
    const socket = new WebSocket(`${this.base.replace(/^http/, 'ws')}/ws-auction/websocket`, ['v12.stomp']);
    this.socket = socket;
    socket.on('open', () =>
      socket.send(
        frame('CONNECT', {
          'accept-version': '1.2',
          'heart-beat': '0,0',
          Authorization: `Bearer ${this.token}`,
        }),
      ),
    );
    socket.on('message', (data: Buffer) => {
      if (data.toString('utf8', 0, 9) === 'CONNECTED') this.connected(socket);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.closed());
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.socket?.terminate();
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private connected(socket: WebSocket): void {
    this.attempts = 0;
    this.progress.connected += 1;
    const subscriptions = [...this.carIds.map((carId) => `/topic/auction/${carId}`), '/user/queue/errors'];
    socket.send(
      subscriptions.map((destination, id) => frame('SUBSCRIBE', { id: `sub-${id}`, destination })).join(''),
    );
    if (!this.everConnected) {
      this.everConnected = true;
      return;
    }
    this.progress.lastReconnectAt = performance.now();
    // As followAuction: every followed auction refetched once after its wait.
    for (const carId of this.carIds) {
      this.progress.refetchesWanted += 1;
      this.later(this.rule.refetchDelay(this.carIds.length), () => void this.refetch(carId));
    }
  }

  private closed(): void {
    this.socket = null;
    if (this.stopped) return;
    if (this.everConnected && this.attempts === 0) this.progress.connected -= 1;
    this.attempts += 1;
    this.later(this.rule.reconnectDelay(this.attempts), () => this.open());
  }

  private async refetch(carId: string): Promise<void> {
    const started = performance.now();
    offered(this.progress, this.progress.offeredRequests);
    try {
      const status = await answerStatus(
        this.agent,
        `${this.base}/api/v1/auctions/by-car/${carId}`,
        this.token,
      );
      if (status !== 200) failed(this.progress, `HTTP ${status}`);
    } catch (error) {
      failed(this.progress, (error as { code?: string }).code ?? String(error));
    }
    this.progress.refetchMs.push(performance.now() - started);
    this.progress.refetchesDone += 1;
    this.progress.lastRefetchAt = performance.now();
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** The most in any window of `window` consecutive slots (a sparse array's holes count 0). */
function peak(counts: number[], window: number): number {
  let best = 0;
  let sum = 0;
  for (let slot = 0; slot < counts.length; slot++) {
    sum += (counts[slot] ?? 0) - (slot >= window ? (counts[slot - window] ?? 0) : 0);
    best = Math.max(best, sum);
  }
  return best;
}

const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);

/** Slot counts summed per whole second. */
function bySecond(counts: number[], perSecond: number): number[] {
  const seconds: number[] = [];
  for (let slot = 0; slot < counts.length; slot++) {
    const second = Math.floor(slot / perSecond);
    seconds[second] = (seconds[second] ?? 0) + (counts[slot] ?? 0);
  }
  return Array.from(seconds, (count) => count ?? 0);
}

async function crowdRun(
  backend: BenchBackend,
  sessions: Session[],
  follows: string[][],
  rule: CrowdRule,
): Promise<CrowdRun> {
  const progress: Progress = {
    droppedAt: null,
    offeredHandshakes: [],
    offeredRequests: [],
    connected: 0,
    refetchesWanted: 0,
    refetchesDone: 0,
    failedRefetches: 0,
    failures: {},
    refetchMs: [],
    lastReconnectAt: 0,
    lastRefetchAt: 0,
  };
  const agent = new Agent({ keepAlive: true });
  const tabs = follows.map(
    (carIds, index) =>
      new Tab(backend.url, sessions[index % sessions.length]?.token ?? '', carIds, rule, progress, agent),
  );
  try {
    // The crowd gathers a hundred tabs at a time, before anything is counted.
    for (let start = 0; start < tabs.length; start += 100) {
      const opened = Math.min(tabs.length, start + 100);
      tabs.slice(start, opened).forEach((tab) => tab.open());
      if (!(await until(() => progress.connected >= opened, 30_000)))
        throw new Error(`only ${progress.connected} of ${opened} tabs connected`);
    }
    // The stand-in's by-car path warmed up, 50 at a time: the first run must not pay for the JIT alone.
    const warmUp = follows.flat().slice(0, 2_000);
    for (let start = 0; start < warmUp.length; start += 50)
      await Promise.all(
        warmUp
          .slice(start, start + 50)
          .map((carId) =>
            answerStatus(agent, `${backend.url}/api/v1/auctions/by-car/${carId}`, sessions[0]?.token ?? ''),
          ),
      );
    const subscriptions = follows.reduce((sum, carIds) => sum + carIds.length + 1, 0);
    for (;;) {
      const stats = (await backend.get('/__test/ws/stats')) as { subscriptions: number };
      if (stats.subscriptions >= subscriptions) break;
      await sleep(100);
    }

    await backend.post('/__test/traffic/start');
    const loop = performance.eventLoopUtilization();
    const droppedAt = performance.now();
    progress.droppedAt = droppedAt;
    await backend.post('/__test/ws/drop');
    await until(() => progress.connected === 0, 10_000);
    const back = await until(() => progress.connected === tabs.length, 60_000);
    const refetched = await until(
      () => progress.refetchesWanted === progress.refetchesDone && progress.refetchesDone > 0,
      60_000,
    );
    // Whatever was still on its way arrives before the count is read.
    await sleep(500);
    const traffic = (await backend.get('/__test/traffic')) as {
      slotMs: number;
      connections: number[];
      requests: number[];
    };
    const perSecond = Math.round(1000 / traffic.slotMs);
    const seconds = (at: number) => round((at - droppedAt) / 1000, 2);
    return {
      rule: rule.name,
      offeredConnectionsPerSecond: peak(progress.offeredHandshakes, 1000 / SLOT_MS),
      offeredRequestsPerSecond: peak(progress.offeredRequests, 1000 / SLOT_MS),
      peakConnectionsPerSecond: peak(traffic.connections, perSecond),
      peakRequestsPerSecond: peak(traffic.requests, perSecond),
      connections: total(traffic.connections),
      requests: total(traffic.requests),
      allReconnectedAfterS: back ? seconds(progress.lastReconnectAt) : null,
      allRefetchedAfterS: refetched ? seconds(progress.lastRefetchAt) : null,
      refetchP50Ms: round(percentile(progress.refetchMs, 50)),
      refetchP95Ms: round(percentile(progress.refetchMs, 95)),
      failedRefetches: progress.failedRefetches,
      failures: progress.failures,
      handshakesBySecond: bySecond(traffic.connections, perSecond),
      requestsBySecond: bySecond(traffic.requests, perSecond),
      benchBusy: round(performance.eventLoopUtilization(loop).utilization, 2) ?? 0,
    };
  } finally {
    tabs.forEach((tab) => tab.stop());
    agent.destroy();
    await backend.post('/__test/ws/drop');
  }
}

/** The same crowd twice against a fresh stand-in: with the rules before issue 32, then with the app's. */
export async function measureCrowd(
  backend: BenchBackend,
  repoRoot: string,
  login: () => Promise<Session[]>,
  options: CrowdOptions,
): Promise<CrowdFigures> {
  const rules = [RULE_BEFORE, await appRule(repoRoot)];
  const runs: CrowdRun[] = [];
  let subscriptions = 0;
  for (const rule of rules) {
    await backend.post('/__test/reset');
    const { carIds } = (await backend.post('/__test/auctions/seed', { count: options.auctions })) as {
      carIds: string[];
    };
    // The same tabs each run: room i follows auction i; every deskEvery-th tab is a desk.
    const follows = Array.from({ length: options.tabs }, (_, tab) =>
      Array.from(
        { length: tab % options.deskEvery === 0 ? options.deskFollows : 1 },
        (_, index) => carIds[(tab + index * 7) % carIds.length] ?? '',
      ),
    );
    subscriptions = follows.reduce((sum, followed) => sum + followed.length + 1, 0);
    runs.push(await crowdRun(backend, await login(), follows, rule));
  }
  return { ...options, subscriptions, runs };
}

export function printCrowd(crowd: CrowdFigures): void {
  const desks = Math.ceil(crowd.tabs / crowd.deskEvery);
  console.log(
    `\n== Crowd: ${crowd.tabs} tabs (${desks} desks of ${crowd.deskFollows} auctions, the rest rooms; ${crowd.subscriptions} subscriptions), every socket dropped at once`,
  );
  console.table(
    crowd.runs.map((run) => ({
      rule: run.rule,
      'handshakes/s sent': run.offeredConnectionsPerSecond,
      'handshakes/s arrived': run.peakConnectionsPerSecond,
      'requests/s sent': run.offeredRequestsPerSecond,
      'requests/s arrived': run.peakRequestsPerSecond,
      handshakes: run.connections,
      requests: run.requests,
      'all back s': run.allReconnectedAfterS,
      'all refetched s': run.allRefetchedAfterS,
      'refetch p50 ms': run.refetchP50Ms,
      'refetch p95 ms': run.refetchP95Ms,
      failed: run.failedRefetches,
      'bench busy': run.benchBusy,
    })),
  );
  for (const run of crowd.runs) {
    console.log(`${run.rule}, arrivals in each second after the drop:`);
    if (run.failedRefetches > 0) console.log(`  failed refetches: ${JSON.stringify(run.failures)}`);
    console.log(`  handshakes ${run.handshakesBySecond.join(' ')}`);
    console.log(`  requests   ${run.requestsBySecond.join(' ')}`);
  }
}
