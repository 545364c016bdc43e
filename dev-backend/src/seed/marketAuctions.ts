import type { AppContext } from '../context.js';
import { newId, seedId } from '../ids.js';
import type { User } from '../store/model.js';
import { type AuctionPlan, type CarSpec, buildAuction, car, carEntity } from './builders.js';

/**
 * The open market: many more active auctions than the seller's own, across makes, years, prices
 * and end times, so that finding, sorting and following have something to work on. A second
 * private seller owns them, which leaves `selger@demo.no`'s lists as they were.
 */
// A row is what car() takes: registration, make, model, year, fuel, volume, gearbox, drive,
// shape, colour, hex, km, price.
type Row = Parameters<typeof car>;

// prettier-ignore
const ROWS: Row[] = [
  ['EV10234', 'Volvo', 'XC40 Recharge Twin', 2021, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'suv', 'Hvit', 'f1f5f9', 52000, 359000],
  ['DP44120', 'Volvo', 'XC90 B5 AWD', 2020, 'Diesel', 1969, 'Automat', 'Firehjulstrekk', 'suv', 'Svart', '0f172a', 98000, 529000],
  ['BT29871', 'Volvo', 'V90 Cross Country', 2019, 'Diesel', 1969, 'Automat', 'Firehjulstrekk', 'wagon', 'Blå', '1e40af', 121000, 339000],
  ['EL56001', 'Tesla', 'Model Y Long Range', 2022, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'suv', 'Rød', 'b91c1c', 35500, 449000],
  ['EL33702', 'Tesla', 'Model S 100D', 2018, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'sedan', 'Svart', '111827', 143000, 329000],
  ['KJ80155', 'Toyota', 'Land Cruiser 2.8 D-4D', 2017, 'Diesel', 2755, 'Automat', 'Firehjulstrekk', 'suv', 'Grå', '6b7280', 165000, 419000],
  ['VH12980', 'Toyota', 'Hiace Lang Skåp', 2018, 'Diesel', 2393, 'Manuell', 'Bakhjulstrekk', 'van', 'Hvit', 'f8fafc', 188000, 189000],
  ['HL99013', 'Toyota', 'Yaris 1.5 Hybrid', 2021, 'Hybrid', 1490, 'Automat', 'Framhjulstrekk', 'hatchback', 'Gul', 'eab308', 31000, 219000],
  ['VK55821', 'Volkswagen', 'Crafter 35 Skåp', 2019, 'Diesel', 1968, 'Manuell', 'Framhjulstrekk', 'van', 'Hvit', 'f3f4f6', 142000, 239000],
  ['EB72244', 'Volkswagen', 'ID.3 Pro S', 2021, 'Elektrisk', 0, 'Automat', 'Bakhjulstrekk', 'hatchback', 'Grå', '71717a', 44000, 249000],
  ['HY30017', 'Volkswagen', 'Passat GTE Variant', 2018, 'Hybrid', 1395, 'Automat', 'Framhjulstrekk', 'wagon', 'Sølv', 'a8a29e', 109000, 209000],
  ['EL71460', 'BMW', 'iX3 Impressive', 2021, 'Elektrisk', 0, 'Automat', 'Bakhjulstrekk', 'suv', 'Blå', '1d4ed8', 51000, 429000],
  ['HB40931', 'BMW', 'X5 xDrive45e', 2020, 'Hybrid', 2998, 'Automat', 'Firehjulstrekk', 'suv', 'Svart', '18181b', 87000, 589000],
  ['EV66320', 'Audi', 'Q4 e-tron 40', 2022, 'Elektrisk', 0, 'Automat', 'Bakhjulstrekk', 'suv', 'Grønn', '14532d', 29000, 449000],
  ['ST18274', 'Audi', 'A6 Avant 40 TDI quattro', 2019, 'Diesel', 1968, 'Automat', 'Firehjulstrekk', 'wagon', 'Grå', '52525b', 118000, 359000],
  ['ZP60018', 'Mercedes-Benz', 'Sprinter 316 Påbygg', 2017, 'Diesel', 2143, 'Manuell', 'Bakhjulstrekk', 'van', 'Hvit', 'fafafa', 201000, 219000],
  ['EL40988', 'Mercedes-Benz', 'EQC 400 4MATIC', 2020, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'suv', 'Sølv', '9ca3af', 67000, 399000],
  ['HC27735', 'Mercedes-Benz', 'GLC 300 e 4MATIC', 2021, 'Hybrid', 1991, 'Automat', 'Firehjulstrekk', 'suv', 'Blå', '1e3a8a', 58000, 519000],
  ['EV91207', 'Ford', 'Mustang Mach-E AWD', 2021, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'suv', 'Rød', 'dc2626', 46000, 379000],
  ['DR35519', 'Ford', 'Ranger 2.0 Wildtrak', 2019, 'Diesel', 1996, 'Automat', 'Firehjulstrekk', 'suv', 'Oransje', 'c2410c', 97000, 349000],
  ['EK30076', 'Skoda', 'Enyaq iV 80', 2021, 'Elektrisk', 0, 'Automat', 'Bakhjulstrekk', 'suv', 'Grønn', '166534', 49000, 339000],
  ['DL82041', 'Skoda', 'Superb Combi 2.0 TDI', 2018, 'Diesel', 1968, 'Automat', 'Framhjulstrekk', 'wagon', 'Brun', '7c2d12', 156000, 189000],
  ['EV14478', 'Kia', 'EV6 GT-Line AWD', 2022, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'hatchback', 'Grå', '4b5563', 24000, 459000],
  ['HS66213', 'Kia', 'Sorento 1.6 PHEV', 2021, 'Hybrid', 1598, 'Automat', 'Firehjulstrekk', 'suv', 'Svart', '1f2937', 63000, 449000],
  ['EB52290', 'Hyundai', 'Ioniq 5 Long Range', 2022, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'hatchback', 'Sølv', 'd4d4d8', 33000, 419000],
  ['LA71034', 'Hyundai', 'Tucson 1.6 T-GDI', 2019, 'Bensin', 1591, 'Manuell', 'Framhjulstrekk', 'suv', 'Hvit', 'e5e7eb', 88000, 229000],
  ['RF44871', 'Nissan', 'Qashqai 1.3 DIG-T', 2020, 'Bensin', 1332, 'Automat', 'Framhjulstrekk', 'suv', 'Rød', '991b1b', 61000, 219000],
  ['EL20913', 'Peugeot', 'e-208 GT', 2021, 'Elektrisk', 0, 'Automat', 'Framhjulstrekk', 'hatchback', 'Gul', 'facc15', 27000, 229000],
  ['EB38175', 'Citroën', 'ë-C4 Shine', 2021, 'Elektrisk', 0, 'Automat', 'Framhjulstrekk', 'hatchback', 'Blå', '2563eb', 36000, 239000],
  ['DE90021', 'Land Rover', 'Defender 110 D240', 2020, 'Diesel', 1999, 'Automat', 'Firehjulstrekk', 'suv', 'Grønn', '3f6212', 72000, 749000],
  ['EL88452', 'Porsche', 'Taycan 4S', 2021, 'Elektrisk', 0, 'Automat', 'Firehjulstrekk', 'sedan', 'Hvit', 'f9fafb', 31000, 899000],
  ['AS10337', 'Subaru', 'Forester 2.0 e-Boxer', 2020, 'Hybrid', 1995, 'Automat', 'Firehjulstrekk', 'suv', 'Blå', '0c4a6e', 69000, 289000],
];

/** Minutes to the end, minimal step and number of bids: from minutes away to two weeks. */
// prettier-ignore
const PLANS: [endMinutes: number, stepNok: number, bids: number][] = [
  [8, 1000, 7],
  [13, 500, 3],
  [19, 1000, 0],
  [27, 2000, 12],
  [34, 500, 1],
  [41, 1000, 5],
  [53, 1000, 0],
  [58, 2000, 9],
  [70, 500, 2],
  [95, 1000, 16],
  [110, 1000, 0],
  [150, 500, 4],
  [185, 2000, 6],
  [210, 1000, 1],
  [270, 500, 0],
  [340, 1000, 10],
  [420, 2000, 3],
  [530, 1000, 0],
  [620, 500, 8],
  [790, 1000, 2],
  [930, 2000, 0],
  [1150, 1000, 5],
  [1380, 500, 1],
  [1720, 1000, 0],
  [2350, 2000, 14],
  [3050, 1000, 3],
  [4100, 500, 0],
  [5600, 1000, 6],
  [7000, 2000, 2],
  [8200, 1000, 0],
  [11000, 500, 4],
  [17000, 1000, 1],
];

const specOf = (row: Row): CarSpec => car(...row);

interface Bidders {
  owner: User;
  reps: readonly [User, User];
}

function addAuction(
  ctx: AppContext,
  ids: { car: string; auction: string },
  spec: CarSpec,
  plan: AuctionPlan,
  index: number,
  startMs: number,
  { owner, reps }: Bidders,
): string {
  const entity = carEntity(ids.car, spec, owner.id, 'Auksjon', index);
  ctx.store.cars.set(entity.id, entity);
  const auction = buildAuction(ids.auction, entity, spec, plan, startMs, reps);
  ctx.store.auctions.set(auction.id, auction);
  for (const rep of reps) {
    if (auction.bids.some((bid) => bid.bidderId === rep.id)) rep.savedCarIds.push(entity.id);
  }
  ctx.engine.schedule(auction);
  return entity.id;
}

/** The demo market's active auctions, with fixed ids; returns their car ids in store order. */
export function seedMarket(ctx: AppContext, bidders: Bidders, startMs: number): string[] {
  return ROWS.map((row, index) => {
    const [endMinutes, stepNok, bids] = PLANS[index % PLANS.length] ?? [60, 1000, 0];
    const ids = { car: seedId(300 + index), auction: seedId(400 + index) };
    return addAuction(
      ctx,
      ids,
      specOf(row),
      { status: 'ACTIVE', endMinutes, stepNok, bids },
      index,
      startMs,
      bidders,
    );
  });
}

/**
 * The market's car number `i % 32` again with another year, price and mileage, spread
 * deterministically (a prime stride keeps neighbours apart), under registration `{prefix}{i}`.
 */
export function variedSpec(i: number, prefix: string): CarSpec {
  const row = ROWS[i % ROWS.length] ?? ROWS[0];
  if (!row) throw new Error('no market rows');
  const base = specOf(row);
  const spread = (i * 7919) % 1000;
  return {
    ...base,
    reg: `${prefix}${String(10000 + i).slice(-5)}`,
    year: base.year - (spread % 9),
    price: Math.max(40000, Math.round((base.price * (0.5 + spread / 1000)) / 1000) * 1000),
    km: base.km + spread * 137,
  };
}

/**
 * `count` more active auctions for the bench (`POST /__test/auctions/seed`): the market's cars
 * again with other years, prices and end times (up to 30 days), a few bids each, fresh ids.
 */
export function seedManyAuctions(ctx: AppContext, bidders: Bidders, count: number): string[] {
  const startMs = Date.now();
  const carIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const spec = variedSpec(i, 'BN');
    const plan: AuctionPlan = {
      status: 'ACTIVE',
      endMinutes: 5 + ((i * 104729) % (30 * 24 * 60)),
      stepNok: [500, 1000, 2000][i % 3] ?? 1000,
      bids: ((i * 7919) % 1000) % 6,
    };
    carIds.push(addAuction(ctx, { car: newId(), auction: newId() }, spec, plan, i, startMs, bidders));
  }
  return carIds;
}
