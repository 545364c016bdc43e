import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { toCents } from '../engine/money.js';
import { ApiError, FailedSave, Forbidden } from '../http/errors.js';
import { jsonBody, paged, paging, pathId, query, queryValue, requireCaller } from '../http/request.js';
import { Checker, type Json, MUST_NOT_BE_NULL, isJsonObject } from '../http/validation.js';
import { isUuid } from '../ids.js';
import { AUCTION_DISPLAY, type Auction, type AuctionStatus, type User } from '../store/model.js';
import { auctionViewA, auctionViewB } from '../store/views.js';

/** The `status` query is matched case-insensitively against display values; an invalid one is a 403. */
export function statusFromDisplay(value: string | undefined): AuctionStatus {
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
  const { store } = ctx;

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
    const auctions = [...store.auctions.values()].filter((a) => a.carDetails.carId === carId);
    const [auction] = auctions;
    if (!auction) throw new ApiError(404, `Auction for a car with id '${carId}' not found`);
    // Two auctions for one car (no unique index on auction.car_id): `findByCarId`'s Optional throws
    // IncorrectResultSizeDataAccessException, which no handler takes: 403, empty (contract §2.3).
    if (auctions.length > 1) throw new Forbidden('two auctions for one car');
    return auctionViewB(auction, (bids) => ctx.races.answerOrder(bids));
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
  try {
    // A bid from a user deleted since CONNECT is still taken, under its old id.
    placeFor(ctx, kind, auction, ctx.store.users.get(snapshot.id) ?? snapshot, payload.cents);
  } catch (error) {
    // An amount the columns cannot hold: no answer on the socket, nothing saved (contract §14.11).
    if (error instanceof FailedSave) return;
    throw error;
  }
}
