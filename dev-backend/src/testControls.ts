import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from './auth/passwords.js';
import type { AppContext } from './context.js';
import { isJsonObject, type Json } from './http/validation.js';
import type { Fixtures } from './seed/demoData.js';
import type { Auction, AuctionStatus, User } from './store/model.js';
import { setLock } from './routes/users.js';
import { newUser } from './store/newUser.js';
import { newId } from './ids.js';
import { seedLargeData } from './seed/largeData.js';
import { seedManyAuctions } from './seed/marketAuctions.js';

/**
 * `/__test/*`: hooks for the end-to-end tests and the benchmark, registered only with
 * `--test-controls`. Bodies are JSON; failures answer 400 `{error}`.
 */

interface Fault {
  remaining: number;
  status?: number;
  body?: string;
  contentType?: string;
  delayMs?: number;
  noAnswer?: boolean;
  pathPrefix?: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Injected failures for the next N `/api` requests. */
export class HttpFaults {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  readonly hook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.url.startsWith('/api/')) return;
    const fault = this.faults.find((f) => f.pathPrefix === undefined || request.url.startsWith(f.pathPrefix));
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    if (fault.noAnswer) {
      reply.hijack();
      if (fault.delayMs) await sleep(fault.delayMs);
      request.raw.socket.destroy();
      return;
    }
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status === undefined) return;
    reply.code(fault.status);
    if (fault.body === undefined || fault.body === '') {
      await reply.send();
      return;
    }
    await reply.type(fault.contentType ?? 'application/json').send(fault.body);
  };
}

/** How many WebSocket handshakes and `/api` requests arrived in each 100 ms since `start` (the crowd bench). */
export interface TrafficReport {
  slotMs: number;
  /** Upgrade requests on the WebSocket path, refused ones included. */
  connections: number[];
  requests: number[];
}

const TRAFFIC_SLOT_MS = 100;

/** Counts arrivals while recording: the load a crowd of clients puts on the server, told by the server. */
export class TrafficLog {
  private startedAt: number | null = null;
  private connections: number[] = [];
  private requests: number[] = [];

  start(): void {
    this.startedAt = Date.now();
    this.connections = [];
    this.requests = [];
  }

  stop(): void {
    this.startedAt = null;
  }

  countConnection(): void {
    this.count(this.connections);
  }

  readonly hook = async (request: FastifyRequest): Promise<void> => {
    if (request.url.startsWith('/api/')) this.count(this.requests);
  };

  report(): TrafficReport {
    const slots = Math.max(this.connections.length, this.requests.length);
    const filled = (counts: number[]) => Array.from({ length: slots }, (_, slot) => counts[slot] ?? 0);
    return {
      slotMs: TRAFFIC_SLOT_MS,
      connections: filled(this.connections),
      requests: filled(this.requests),
    };
  }

  private count(counts: number[]): void {
    if (this.startedAt === null) return;
    const slot = Math.floor((Date.now() - this.startedAt) / TRAFFIC_SLOT_MS);
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
}

interface Hold {
  remaining: number;
  pathPrefix?: string;
  ms?: number;
}

/**
 * A server that does not answer: the next answers to `/api` requests are held back after the
 * request was handled (a write has landed), until released, until `ms` have passed, or until the
 * client goes away. What it would have answered is then sent as it was.
 */
export class HeldAnswers {
  private holds: Hold[] = [];
  private readonly waiting = new Set<() => void>();

  add(hold: Hold): void {
    this.holds.push(hold);
  }

  /** How many answers wait now. */
  get held(): number {
    return this.waiting.size;
  }

  /** Sends every held answer and holds no more; the number it sent. */
  release(): number {
    this.holds = [];
    const count = this.waiting.size;
    for (const send of [...this.waiting]) send();
    return count;
  }

  readonly hook = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> => {
    if (!request.url.startsWith('/api/')) return payload;
    const hold = this.holds.find((h) => h.pathPrefix === undefined || request.url.startsWith(h.pathPrefix));
    if (!hold) return payload;
    hold.remaining -= 1;
    if (hold.remaining <= 0) this.holds = this.holds.filter((h) => h !== hold);
    await new Promise<void>((resolve) => {
      const send = (): void => {
        clearTimeout(timer);
        reply.raw.off('close', send);
        this.waiting.delete(send);
        resolve();
      };
      const timer = hold.ms === undefined ? undefined : setTimeout(send, hold.ms);
      this.waiting.add(send);
      reply.raw.on('close', send);
    });
    return payload;
  };
}

export interface TestControlDeps {
  reset(): void;
  fixtures(): Fixtures;
  faults: HttpFaults;
  traffic: TrafficLog;
  heldAnswers: HeldAnswers;
  refuseWebSockets(durationMs: number): void;
}

class BadInput extends Error {}

function body(request: FastifyRequest): Json {
  return isJsonObject(request.body) ? request.body : {};
}

function num(json: Json, key: string, fallback?: number): number {
  const value = json[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value === undefined && fallback !== undefined) return fallback;
  throw new BadInput(`${key} must be a number`);
}

function str(json: Json, key: string): string {
  const value = json[key];
  if (typeof value !== 'string') throw new BadInput(`${key} must be a string`);
  return value;
}

function optional<T>(json: Json, key: string, type: 'string' | 'number' | 'boolean'): T | undefined {
  const value = json[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw new BadInput(`${key} must be a ${type}`);
  return value as T;
}

export function registerTestControls(app: FastifyInstance, ctx: AppContext, deps: TestControlDeps): void {
  const { store, engine, broker } = ctx;
  const simulations = new Set<NodeJS.Timeout>();

  const auctionOfCar = (json: Json): Auction => {
    const auction = store.auctionByCar(str(json, 'carId'));
    if (!auction) throw new BadInput('no auction for carId');
    return auction;
  };

  const botBidder = (): User => {
    const email = 'bot@demo.no';
    const existing = store.userByEmail(email);
    if (existing) return existing;
    const bot = newUser({
      name: 'Bot Byder',
      email,
      phoneNumber: '+4790000000',
      role: 'BUYER_REPRESENTATIVE',
      buyerCompanyId: deps.fixtures().companyId,
      passwordHash: hashPassword('demopass1'),
    });
    store.users.set(bot.id, bot);
    return bot;
  };

  const stopSimulations = (): void => {
    for (const timer of simulations) clearInterval(timer);
    simulations.clear();
  };
  app.addHook('onClose', async () => stopSimulations());

  // Production's auction lists have no ORDER BY and every bid rewrites its row, so rows move
  // between two page requests. While on, each answered list page moves the first active row to
  // the end of the table order, as a bid on it would: a client walking pages by number then
  // skips one auction per page and sees the moved ones again at the end.
  let reorderPages = false;
  app.addHook('onResponse', async (request, reply) => {
    if (!reorderPages || request.method !== 'GET' || reply.statusCode !== 200) return;
    const path = request.url.split('?')[0];
    if (path !== '/api/v1/auctions' && path !== '/api/v1/auctions/by-status') return;
    const first = [...store.auctions.values()].find((a) => a.status === 'ACTIVE');
    if (!first) return;
    store.auctions.delete(first.id);
    store.auctions.set(first.id, first);
  });

  const routes: [string, 'GET' | 'POST', (json: Json) => unknown][] = [
    [
      '/__test/reset',
      'POST',
      () => {
        stopSimulations();
        reorderPages = false;
        deps.faults.clear();
        deps.traffic.stop();
        deps.heldAnswers.release();
        deps.refuseWebSockets(0);
        deps.reset();
        return { ok: true };
      },
    ],
    ['/__test/fixtures', 'GET', () => deps.fixtures()],
    [
      '/__test/ws/drop',
      'POST',
      () => {
        broker.dropAll();
        return { ok: true };
      },
    ],
    [
      '/__test/ws/refuse',
      'POST',
      (json) => {
        deps.refuseWebSockets(num(json, 'durationMs'));
        return { ok: true };
      },
    ],
    ['/__test/ws/stats', 'GET', () => broker.stats()],
    [
      '/__test/traffic/start',
      'POST',
      () => {
        deps.traffic.start();
        return { ok: true };
      },
    ],
    ['/__test/traffic', 'GET', () => deps.traffic.report()],
    [
      '/__test/http/fault',
      'POST',
      (json) => {
        deps.faults.add({
          remaining: num(json, 'count', 1),
          status: optional<number>(json, 'status', 'number'),
          body: optional<string>(json, 'body', 'string'),
          contentType: optional<string>(json, 'contentType', 'string'),
          delayMs: optional<number>(json, 'delayMs', 'number'),
          noAnswer: optional<boolean>(json, 'noAnswer', 'boolean'),
          pathPrefix: optional<string>(json, 'pathPrefix', 'string'),
        });
        return { ok: true };
      },
    ],
    [
      '/__test/http/hold',
      'POST',
      (json) => {
        const ms = optional<number>(json, 'ms', 'number');
        if (ms !== undefined && ms < 0) throw new BadInput('ms must not be negative');
        deps.heldAnswers.add({
          remaining: num(json, 'count', 1),
          pathPrefix: optional<string>(json, 'pathPrefix', 'string'),
          ms,
        });
        return { ok: true };
      },
    ],
    ['/__test/http/release', 'POST', () => ({ ok: true, released: deps.heldAnswers.release() })],
    ['/__test/http/held', 'GET', () => ({ held: deps.heldAnswers.held })],
    [
      '/__test/auction/end-time',
      'POST',
      (json) => {
        const auction = auctionOfCar(json);
        const end = Date.parse(str(json, 'endDateTime'));
        if (Number.isNaN(end)) throw new BadInput('endDateTime must be an ISO instant');
        engine.setEnd(auction, end);
        return { ok: true, endDateTime: new Date(auction.endMillis).toISOString() };
      },
    ],
    [
      '/__test/auction/status',
      'POST',
      (json) => {
        const auction = auctionOfCar(json);
        const status = str(json, 'status');
        if (status !== 'ACTIVE' && status !== 'FINISHED' && status !== 'DISABLED') {
          throw new BadInput('status must be ACTIVE, FINISHED or DISABLED');
        }
        engine.setStatus(auction, status satisfies AuctionStatus);
        const car = store.cars.get(auction.carDetails.carId);
        if (car && status !== 'FINISHED') car.status = 'Auksjon';
        return { ok: true };
      },
    ],
    [
      '/__test/races',
      'POST',
      (json) => {
        const settings = ctx.races.settings;
        const staleStatusMs = optional<number>(json, 'staleStatusMs', 'number');
        const unorderedBids = optional<boolean>(json, 'unorderedBids', 'boolean');
        const carDeletionDelayMs = optional<number>(json, 'carDeletionDelayMs', 'number');
        if (staleStatusMs !== undefined) settings.staleStatusMs = staleStatusMs;
        if (unorderedBids !== undefined) settings.unorderedBids = unorderedBids;
        if (carDeletionDelayMs !== undefined) settings.carDeletionDelayMs = carDeletionDelayMs;
        // null (lost) is a value of its own here: only a missing key leaves it as it is.
        if ('savedCarDelayMs' in json) {
          const delay = json.savedCarDelayMs;
          if (delay !== null && typeof delay !== 'number')
            throw new BadInput('savedCarDelayMs must be a number or null');
          settings.savedCarDelayMs = delay;
        }
        return { ok: true, races: settings };
      },
    ],
    [
      '/__test/auction/duplicate',
      'POST',
      (json) => {
        // Two starts that both passed `existsByCarId` before either saved: no unique index on car_id.
        const original = auctionOfCar(json);
        const copy: Auction = {
          ...original,
          id: newId(),
          status: 'ACTIVE',
          bids: [],
          autoBids: [],
          carDetails: { ...original.carDetails },
        };
        store.auctions.set(copy.id, copy);
        engine.start(copy);
        return { ok: true, auctionId: copy.id };
      },
    ],
    [
      '/__test/auction/seed-bids',
      'POST',
      (json) => {
        const auction = auctionOfCar(json);
        const count = num(json, 'count');
        const { rep1Id, rep2Id } = deps.fixtures();
        for (let i = 0; i < count; i++) {
          const highest = auction.bids.at(-1);
          const amount = highest
            ? highest.amountCents + Math.max(auction.minimalStepCents, 100)
            : auction.startingPriceCents;
          const bidderId = highest?.bidderId === rep1Id ? rep2Id : rep1Id;
          engine.appendHistoricBid(auction, bidderId, amount);
        }
        for (const id of [rep1Id, rep2Id]) {
          const rep = store.users.get(id);
          if (rep && !rep.savedCarIds.includes(auction.carDetails.carId))
            rep.savedCarIds.push(auction.carDetails.carId);
        }
        return { ok: true, bids: auction.bids.length };
      },
    ],
    [
      '/__test/auctions/seed',
      'POST',
      (json) => {
        const count = num(json, 'count');
        if (!Number.isInteger(count) || count < 1 || count > 10_000)
          throw new BadInput('count must be a whole number from 1 to 10000');
        const { rep1Id, rep2Id } = deps.fixtures();
        const owner = store.userByEmail('selger2@demo.no');
        const rep1 = store.users.get(rep1Id);
        const rep2 = store.users.get(rep2Id);
        if (!owner || !rep1 || !rep2) throw new BadInput('the demo users are missing; reset first');
        return { ok: true, carIds: seedManyAuctions(ctx, { owner, reps: [rep1, rep2] }, count) };
      },
    ],
    [
      '/__test/auction/simulate',
      'POST',
      (json) => {
        const auction = auctionOfCar(json);
        const perSecond = num(json, 'perSecond');
        const durationMs = num(json, 'durationMs');
        if (perSecond <= 0) throw new BadInput('perSecond must be positive');
        const bot = botBidder();
        const timer = setInterval(() => {
          const highest = auction.bids.at(-1);
          let amount = highest ? highest.amountCents + auction.minimalStepCents : auction.startingPriceCents;
          while (auction.autoBids.some((a) => a.limitCents === amount))
            amount += Math.max(auction.minimalStepCents, 1);
          try {
            engine.placeBid(auction, bot, amount);
          } catch {
            // closed or paused auctions simply stop accepting the bot's bids
          }
        }, 1000 / perSecond);
        simulations.add(timer);
        setTimeout(() => {
          clearInterval(timer);
          simulations.delete(timer);
        }, durationMs).unref();
        return { ok: true, botId: bot.id };
      },
    ],
    [
      '/__test/auctions/reorder',
      'POST',
      (json) => {
        const enabled = json.enabled;
        if (typeof enabled !== 'boolean') throw new BadInput('enabled must be a boolean');
        reorderPages = enabled;
        return { ok: true };
      },
    ],
    [
      '/__test/lookup',
      'POST',
      (json) => {
        if (json.never === true) {
          ctx.timing.lookupMs = null;
          return { ok: true };
        }
        const delayMs = num(json, 'delayMs');
        if (delayMs < 0) throw new BadInput('delayMs must not be negative');
        ctx.timing.lookupMs = delayMs;
        return { ok: true };
      },
    ],
    [
      '/__test/restart',
      'POST',
      () => {
        // What production loses and does when it starts again: every socket, every pending
        // follow-up (a road-authority lookup, a car's status event), and the finish jobs in memory.
        broker.dropAll();
        ctx.deferred.clear();
        return { ok: true, finishedCarIds: engine.restart() };
      },
    ],
    ['/__test/seed/large', 'POST', () => ({ ok: true, ...seedLargeData(ctx) })],
    [
      '/__test/topic/push',
      'POST',
      (json) => {
        broker.publish(str(json, 'destination'), str(json, 'body'));
        return { ok: true };
      },
    ],
    [
      '/__test/jwt-ttl',
      'POST',
      (json) => {
        ctx.tokens.ttlSeconds = num(json, 'seconds');
        return { ok: true };
      },
    ],
    [
      '/__test/user/lock',
      'POST',
      (json) => {
        const user = store.users.get(str(json, 'userId'));
        if (!user) throw new BadInput('unknown userId');
        const locked = json.locked;
        if (typeof locked !== 'boolean') throw new BadInput('locked must be a boolean');
        setLock(ctx, user, locked);
        return { ok: true };
      },
    ],
  ];

  for (const [url, method, handler] of routes) {
    app.route({
      url,
      method,
      handler: async (request, reply) => {
        try {
          return handler(body(request));
        } catch (error) {
          if (error instanceof BadInput) return reply.code(400).send({ error: error.message });
          throw error;
        }
      },
    });
  }
}
