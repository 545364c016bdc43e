import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { toCents } from '../engine/money.js';
import { ApiError, Forbidden, InvalidRequest } from '../http/errors.js';
import {
  isAdmin,
  jsonBody,
  paged,
  paging,
  pathId,
  query,
  queryValue,
  requireCaller,
  sendEmpty,
} from '../http/request.js';
import { Checker, type Json, MUST_NOT_BE_NULL, isJsonObject } from '../http/validation.js';
import { isUuid, newId } from '../ids.js';
import { AUCTION_DISPLAY, type Auction, type AuctionStatus, type User } from '../store/model.js';
import { auctionViewA, auctionViewB } from '../store/views.js';

const ADMINS = ['ADMIN', 'SUPER_ADMIN'] as const;
const MIN_ZERO = 'must be greater than or equal to 0';

/** The `status` query is matched case-insensitively against display values; an invalid one is a 403. */
function statusFromDisplay(value: string | undefined): AuctionStatus {
  if (value === undefined || value === '') return 'ACTIVE';
  const entry = Object.entries(AUCTION_DISPLAY).find(
    ([, display]) => display.toLowerCase() === value.toLowerCase(),
  );
  if (!entry) throw new Forbidden('auction status');
  return entry[0] as AuctionStatus;
}

/** `ids` may be comma-separated or repeated; these are CAR ids. */
function carIdsFilter(request: FastifyRequest): Set<string> | null {
  const raw = query(request).ids;
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.length === 0) return null;
  if (!values.every(isUuid)) throw new Forbidden('ids');
  return new Set(values.map((v) => v.toLowerCase()));
}

interface BidPayload {
  auctionId: string;
  cents: number;
}

/** §10.4: `Auction Id cannot be null`, Bean-Validation default for a null amount, and production's "AMount" typo. */
function checkBid(body: Json, amountKey: 'amount' | 'limitAmount'): BidPayload {
  const c = new Checker(body);
  const auctionId = c.uuid('auctionId', 'Auction Id cannot be null');
  const amount = c.float(amountKey, MUST_NOT_BE_NULL, 'AMount must be no less than 0');
  c.done();
  return { auctionId, cents: toCents(amount) };
}

export function registerAuctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, engine } = ctx;

  const list = (request: FastifyRequest): Record<string, unknown> => {
    requireCaller(request);
    const status = statusFromDisplay(queryValue(request, 'status'));
    const ids = carIdsFilter(request);
    const { page, size } = paging(request);
    const auctions = [...store.auctions.values()].filter(
      (a) => a.status === status && (ids === null || ids.has(a.carDetails.carId)),
    );
    return paged(auctions, page, size, auctionViewA);
  };

  app.get('/api/v1/auctions', async (request) => list(request));
  app.get('/api/v1/auctions/by-status', async (request) => list(request));

  app.get('/api/v1/auctions/:id', async (request) => {
    const id = pathId(request, 'id');
    requireCaller(request);
    const auction = store.auctions.get(id);
    if (!auction) throw new ApiError(404, `Auction with id '${id}' not found`);
    return auctionViewA(auction);
  });

  app.get('/api/v1/auctions/by-car/:carId', async (request) => {
    const carId = pathId(request, 'carId');
    requireCaller(request);
    const auction = store.auctionByCar(carId);
    if (!auction) throw new ApiError(404, `Auction for a car with id '${carId}' not found`);
    return auctionViewB(auction);
  });

  const bidRoute = (kind: 'bid' | 'auto') => async (request: FastifyRequest) => {
    requireCaller(request, ['BUYER_REPRESENTATIVE']);
    const payload = checkBid(jsonBody(request), kind === 'bid' ? 'amount' : 'limitAmount');
    const me = requireCaller(request);
    if (me.accountLocked) throw new Forbidden('locked');
    const auction = store.auctions.get(payload.auctionId);
    if (!auction) throw new ApiError(404, `Auction with id '${payload.auctionId}' not found`);
    placeFor(ctx, kind, auction, me, payload.cents);
    return auctionViewA(auction);
  };
  app.post('/api/v1/auctions/place-bid', bidRoute('bid'));
  app.post('/api/v1/auctions/place-auto-bid', bidRoute('auto'));

  /**
   * Production's URL rule only asks for a login here; the admin rule is method-level, so a
   * non-admin's invalid body is a 400 before its 403 (contract §3.1).
   */
  const operatorCall = <T>(request: FastifyRequest, read: (body: Json) => T): T => {
    const me = requireCaller(request);
    const result = read(jsonBody(request));
    if (!isAdmin(me)) throw new Forbidden('not an operator');
    return result;
  };

  const carBecomesOnAuction = (carId: string): void =>
    ctx.deferred.later(ctx.timing.sideEffectMs, () => {
      const car = store.cars.get(carId);
      if (car) car.status = 'Auksjon';
    });

  // Not checked, like production: that the car exists, its status, a future end (§14.2).
  app.post('/api/v1/auctions/start', async (request, reply) => {
    const fields = operatorCall(request, checkStart);
    if (store.auctionByCar(fields.carDetails.carId))
      throw new ApiError(409, `Auction for car '${fields.carDetails.carId}' already exists`);
    const auction: Auction = { id: newId(), ...fields, status: 'ACTIVE', bids: [], autoBids: [] };
    store.auctions.set(auction.id, auction);
    engine.start(auction);
    carBecomesOnAuction(auction.carDetails.carId);
    return sendEmpty(reply);
  });

  const findAuction = (id: string): Auction => {
    const auction = store.auctions.get(id);
    if (!auction) throw new ApiError(404, `Auction with id '${id}' not found`);
    return auction;
  };

  // URL-level admin rule on the exact path: a non-admin is refused before its body is read.
  // No reschedule and no broadcast: the old finish job still fires at the old end (§14.2).
  app.put('/api/v1/auctions', async (request, reply) => {
    requireCaller(request, ADMINS);
    const update = checkUpdate(jsonBody(request));
    Object.assign(findAuction(update.id), update.prices);
    return sendEmpty(reply);
  });

  app.put('/api/v1/auctions/update-restart', async (request, reply) => {
    const update = operatorCall(request, checkUpdate);
    const auction = findAuction(update.id);
    if (auction.status === 'ACTIVE' || update.prices.endMillis <= Date.now()) throw new Forbidden('restart');
    // The old bids stay.
    Object.assign(auction, update.prices, { status: 'ACTIVE' });
    engine.schedule(auction);
    carBecomesOnAuction(auction.carDetails.carId);
    return sendEmpty(reply);
  });

  // The auction row only: no car status, no job change; an unknown id is still a 200.
  app.put('/api/v1/auctions/:id', async (request, reply) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request);
    const status = queryValue(request, 'status');
    if (!isAdmin(me) || status === undefined || status === '') throw new Forbidden('status');
    const value = statusFromDisplay(status);
    const auction = store.auctions.get(id);
    if (auction) auction.status = value;
    return sendEmpty(reply);
  });

  // 200 also for an unknown id; the car stays `Auksjon` (§14.2).
  app.delete('/api/v1/auctions/:id', async (request, reply) => {
    const id = pathId(request, 'id');
    requireCaller(request, ADMINS);
    engine.unschedule(id);
    store.auctions.delete(id);
    return sendEmpty(reply);
  });
}

type AuctionPrices = Pick<
  Auction,
  'startingPriceCents' | 'minimalStepCents' | 'expectedPriceCents' | 'endMillis'
>;

function checkPrices(c: Checker): AuctionPrices {
  const startingPrice = c.float('startingPrice', MUST_NOT_BE_NULL, MIN_ZERO);
  const minimalStep = c.float('minimalStep', MUST_NOT_BE_NULL, MIN_ZERO);
  const expectedPrice = c.float('expectedPrice', MUST_NOT_BE_NULL, MIN_ZERO);
  const endRaw = c.string('endDateTime', MUST_NOT_BE_NULL);
  const endMillis = endRaw === '' ? 0 : Date.parse(endRaw);
  if (Number.isNaN(endMillis)) throw new InvalidRequest();
  return {
    startingPriceCents: toCents(startingPrice),
    minimalStepCents: toCents(minimalStep),
    expectedPriceCents: toCents(expectedPrice),
    endMillis,
  };
}

function checkStart(body: Json): AuctionPrices & Pick<Auction, 'carDetails'> {
  const c = new Checker(body);
  const prices = checkPrices(c);
  const carDetails = {
    carId: c.uuid('carId', MUST_NOT_BE_NULL),
    thumbnailImageUrl: c.string('thumbnailImageUrl', MUST_NOT_BE_NULL),
    makeModel: c.string('makeModel', MUST_NOT_BE_NULL),
    modelYear: c.string('modelYear', MUST_NOT_BE_NULL),
  };
  c.done();
  return { ...prices, carDetails };
}

function checkUpdate(body: Json): { id: string; prices: AuctionPrices } {
  const c = new Checker(body);
  const id = c.uuid('id', MUST_NOT_BE_NULL);
  const prices = checkPrices(c);
  c.done();
  return { id, prices };
}

export function placeFor(
  ctx: AppContext,
  kind: 'bid' | 'auto',
  auction: Auction,
  bidder: User,
  cents: number,
): void {
  if (kind === 'bid') ctx.engine.placeBid(auction, bidder, cents);
  else ctx.engine.placeAutoBid(auction, bidder, cents);
}

/**
 * `/app/place-bid` and `/app/place-auto-bid`. Production reports only its JSON-handled failures on
 * `/user/queue/errors`; unreadable JSON, validation failures and unknown auctions are silent.
 * `snapshot` is the user as read at CONNECT: the lock check uses it, not the current state (§14.1).
 */
export function handleStompApp(ctx: AppContext, snapshot: User, destination: string, body: string): void {
  const kind =
    destination === '/app/place-bid' ? 'bid' : destination === '/app/place-auto-bid' ? 'auto' : null;
  if (kind === null) return;
  if (snapshot.accountLocked) throw new ApiError(403, 'Access Denied');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return;
  }
  if (!isJsonObject(json)) return;
  let payload: BidPayload;
  try {
    payload = checkBid(json, kind === 'bid' ? 'amount' : 'limitAmount');
  } catch {
    return;
  }
  const auction = ctx.store.auctions.get(payload.auctionId);
  if (!auction) return;
  // A bid from a user deleted since CONNECT is still taken, under its old id.
  placeFor(ctx, kind, auction, ctx.store.users.get(snapshot.id) ?? snapshot, payload.cents);
}
