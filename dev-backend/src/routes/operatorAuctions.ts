import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { assertStorable, toCents } from '../engine/money.js';
import { ApiError, Forbidden, InvalidRequest } from '../http/errors.js';
import { isAdmin, jsonBody, pathId, queryValue, requireCaller, sendEmpty } from '../http/request.js';
import { Checker, type Json } from '../http/validation.js';
import { newId } from '../ids.js';
import type { Auction } from '../store/model.js';
import { statusFromDisplay } from './auctions.js';
import { ADMINS } from './userRules.js';

/**
 * Production's own messages, from `NewAuctionRequest` and `UpdateAuctionRequest` (sic: "cannot me
 * less"): a blank photo, make and model or year is refused with them (contract §14.2).
 */
const PRICE_MESSAGES = {
  startingPrice: ['Starting price cannot be null', 'Starting price cannot me less than 0'],
  minimalStep: ['Minimal step cannot be null', 'Minimal step cannot me less than 0'],
  expectedPrice: ['Expected price cannot be null', 'Expected price cannot me less than 0'],
} as const;

/** The operator console's calls on auctions, with production's side effects (contract §9, §14.2). */
export function registerOperatorAuctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, engine } = ctx;

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
    storable(fields);
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
    const auction = findAuction(update.id);
    storable(update.prices);
    Object.assign(auction, update.prices);
    return sendEmpty(reply);
  });

  app.put('/api/v1/auctions/update-restart', async (request, reply) => {
    const update = operatorCall(request, checkUpdate);
    const auction = findAuction(update.id);
    if (auction.status === 'ACTIVE' || update.prices.endMillis <= Date.now()) throw new Forbidden('restart');
    storable(update.prices);
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
    if (auction) engine.writeStatus(auction, value);
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

/** The save of `AuctionRepository.save` fails on an amount beyond DECIMAL(10, 2): 409 (contract §14.11). */
const storable = (prices: AuctionPrices): void =>
  assertStorable(prices.startingPriceCents, prices.minimalStepCents, prices.expectedPriceCents);

type AuctionPrices = Pick<
  Auction,
  'startingPriceCents' | 'minimalStepCents' | 'expectedPriceCents' | 'endMillis'
>;

function checkPrices(c: Checker): AuctionPrices {
  const startingPrice = c.float('startingPrice', ...PRICE_MESSAGES.startingPrice);
  const minimalStep = c.float('minimalStep', ...PRICE_MESSAGES.minimalStep);
  const expectedPrice = c.float('expectedPrice', ...PRICE_MESSAGES.expectedPrice);
  const endRaw = c.string('endDateTime', 'Auction end time cannot be null');
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
    carId: c.uuid('carId', 'Car Id cannot be null'),
    // @NotBlank: null, empty and whitespace are all refused, with one message each.
    thumbnailImageUrl: c.string('thumbnailImageUrl', undefined, 'Image for car cannot be absent'),
    makeModel: c.string('makeModel', undefined, 'Make and model of car cannot be absent'),
    modelYear: c.string('modelYear', undefined, 'Model year cannot be absent'),
  };
  c.done();
  return { ...prices, carDetails };
}

function checkUpdate(body: Json): { id: string; prices: AuctionPrices } {
  const c = new Checker(body);
  const id = c.uuid('id', 'Auction Id cannot be null');
  const prices = checkPrices(c);
  c.done();
  return { id, prices };
}
