import type { Auction, AuctionStatus, Car, CarStatus, User } from '../store/model.js';
import { millisToMicros } from '../time.js';
import { type BodyShape, illustrationPaths } from './carIllustration.js';

/** The pieces the demo world and the bench's extra auctions are built from. */

export interface CarSpec {
  reg: string;
  make: string;
  model: string;
  year: number;
  fuel: 'Bensin' | 'Diesel' | 'Elektrisk' | 'Hybrid';
  volume: number;
  gearbox: 'Manuell' | 'Automat';
  drive: 'Framhjulstrekk' | 'Bakhjulstrekk' | 'Firehjulstrekk';
  shape: BodyShape;
  bodywork: string;
  seats: number;
  doors: number;
  color: string;
  hex: string;
  weight: number;
  km: number;
  price: number;
  info: string | null;
}

export const car = (
  reg: string,
  make: string,
  model: string,
  year: number,
  fuel: CarSpec['fuel'],
  volume: number,
  gearbox: CarSpec['gearbox'],
  drive: CarSpec['drive'],
  shape: BodyShape,
  color: string,
  hex: string,
  km: number,
  price: number,
  info: string | null = null,
): CarSpec => {
  const bodywork = {
    sedan: 'Sedan',
    suv: 'SUV',
    hatchback: 'Kombi 5-dørs',
    wagon: 'Stasjonsvogn',
    van: 'Varebil',
  }[shape];
  const seats = shape === 'van' ? 3 : shape === 'suv' && volume > 2400 ? 7 : 5;
  const doors = shape === 'sedan' ? 4 : shape === 'van' ? 4 : 5;
  const weight = Math.round(
    (shape === 'suv' ? 1850 : shape === 'van' ? 1950 : 1450) + (fuel === 'Elektrisk' ? 300 : 0),
  );
  return {
    reg,
    make,
    model,
    year,
    fuel,
    volume,
    gearbox,
    drive,
    shape,
    bodywork,
    seats,
    doors,
    color,
    hex,
    weight,
    km,
    price,
    info,
  };
};

export interface AuctionPlan {
  status: AuctionStatus;
  /** Minutes from server start to the end (negative: ended). */
  endMinutes: number;
  stepNok: number;
  bids: number;
  /** Auto-bids: rep index, limit in steps above the starting price. */
  autoBids?: { rep: 0 | 1; stepsAboveStart: number }[];
}

/** How far apart the demo cars were sent in, the first (index 0) this long before the seed. */
const SENT_IN_APART_MS = 5 * 3_600_000;

/** A car of the demo world; the dates vary with its place in the list. */
export function carEntity(id: string, spec: CarSpec, ownerId: string, status: CarStatus, index: number): Car {
  return {
    id,
    registrationNumber: spec.reg,
    kilometers: spec.km,
    make: spec.make,
    model: spec.model,
    firstTimeRegisteredInNorway: `${spec.year}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
    engineType: spec.fuel,
    engineVolume: spec.volume,
    bodywork: spec.bodywork,
    numberOfSeats: spec.seats,
    numberOfDoors: spec.doors,
    color: spec.color,
    gearboxType: spec.gearbox,
    operatingMode: spec.drive,
    weight: spec.weight,
    nextEUControl: `${Math.max(spec.year + 4, 2027) + (index % 2)}-${String(((index * 5) % 12) + 1).padStart(2, '0')}-15`,
    ownerId,
    status,
    additionalInformation: spec.info,
    expectedPrice: spec.price,
    imagePaths: illustrationPaths(spec.shape, spec.hex, Date.now() - (index + 1) * SENT_IN_APART_MS),
  };
}

export function buildAuction(
  id: string,
  entity: Car,
  spec: CarSpec,
  plan: AuctionPlan,
  startMs: number,
  reps: readonly [User, User],
): Auction {
  const stepCents = plan.stepNok * 100;
  // Starting prices sit at about 60 % of the seller's expectation, rounded to the step.
  const startingCents = Math.round((spec.price * 0.6) / plan.stepNok) * stepCents;
  const endMillis = Math.round(startMs + plan.endMinutes * 60_000);
  const auction: Auction = {
    id,
    startingPriceCents: startingCents,
    minimalStepCents: stepCents,
    expectedPriceCents: spec.price * 100,
    endMillis,
    status: plan.status,
    carDetails: {
      carId: entity.id,
      thumbnailImageUrl: entity.imagePaths[0] ?? '',
      makeModel: `${spec.make} ${spec.model}`,
      modelYear: String(spec.year),
    },
    bids: [],
    autoBids: [],
  };
  // Bids were placed over the hours before the last one, which lies a little before "now" or the end.
  const lastBidMs = Math.min(startMs - 60_000, endMillis - 90_000);
  const spacingMs = Math.min(45_000, Math.floor((6 * 3_600_000) / Math.max(plan.bids, 1)));
  let amount = startingCents;
  for (let i = 0; i < plan.bids; i++) {
    if (i > 0) amount += stepCents * (i % 7 === 3 ? 2 : 1);
    const placedMs = lastBidMs - (plan.bids - 1 - i) * spacingMs;
    auction.bids.push({
      bidderId: (i % 2 === 0 ? reps[0] : reps[1]).id,
      amountCents: amount,
      placedAtMicros: millisToMicros(placedMs) + i,
    });
  }
  // Auto-bids are stored consistently: the leader's limit is above the price, the other's is used up.
  for (const auto of plan.autoBids ?? []) {
    const limit = startingCents + auto.stepsAboveStart * stepCents;
    const leader = auction.bids.at(-1)?.bidderId;
    const bidderId = reps[auto.rep].id;
    const usable = bidderId === leader || limit < amount + stepCents;
    auction.autoBids.push({
      bidderId,
      limitCents: usable ? limit : amount,
      placedAtMicros: millisToMicros(lastBidMs - plan.bids * spacingMs) + auction.autoBids.length,
    });
  }
  return auction;
}
