import type { AppContext } from '../context.js';
import { seedId } from '../ids.js';
import type { AuctionStatus, CarStatus, Role, User } from '../store/model.js';
import { newUser } from '../store/newUser.js';
import { buildAuction, carEntity } from './builders.js';
import { demoPasswordHash } from './demoData.js';
import { variedSpec } from './marketAuctions.js';

/**
 * The operator console's benchmark data, on top of the demo world: 5,000 users, 2,000 cars and
 * 500 auctions, with fixed ids (users from seedId(100000), cars from 200000, auctions from
 * 300000) and e-mails `bench-{role}-{n}@bench.no` (password `demopass1`).
 */
const LARGE = { users: 5000, cars: 2000, auctions: 500 } as const;

// How the 5,000 users divide.
const SELLERS = 2900;
const COMPANIES = 400;
const LOCKED_COMPANIES = 80;
const REPRESENTATIVES = 1600;
const ONE_TIME_SELLERS = LARGE.users - SELLERS - COMPANIES - REPRESENTATIVES;

interface LargeDataSummary {
  users: number;
  cars: number;
  auctions: number;
}

export function seedLargeData(ctx: AppContext): LargeDataSummary {
  const { store, engine } = ctx;
  if (store.users.has(seedId(100_000))) return LARGE;
  const passwordHash = demoPasswordHash();
  const startMs = Date.now();
  let n = 0;
  const add = (role: Role, index: number, fields: Partial<User> = {}): User => {
    const id = seedId(100_000 + n++);
    const tag = role.toLowerCase().replace(/_/g, '-');
    const user = newUser({
      id,
      name: `Bench ${tag} ${index}`,
      email: role === 'ONE_TIME_SELLER' ? id : `bench-${tag}-${index}@bench.no`,
      phoneNumber: `+47${String(40_000_000 + n).padStart(8, '0')}`,
      role,
      passwordHash,
      ...fields,
    });
    store.users.set(user.id, user);
    return user;
  };

  const sellers = Array.from({ length: SELLERS }, (_, i) =>
    add('SELLER', i, {
      address: { streetAddress: `Benkveien ${i + 1}`, postalLocation: 'Oslo', postalCode: '0150' },
    }),
  );
  const companies = Array.from({ length: COMPANIES }, (_, i) =>
    add('BUYER_COMPANY', i, {
      accountLocked: i < LOCKED_COMPANIES,
      organisationName: `Bench Bil ${i} AS`,
      organisationNumber: String(800_000_000 + i),
      address: {
        streetAddress: `Lagerveien ${i + 1}`,
        postalLocation: 'Drammen',
        postalCode: '3015',
        country: 'Norge',
      },
      // Raw storage URLs of files that were never uploaded here: their signed links are dead.
      licenceUrls: [`/files/bench_lisens_${i}.pdf`],
    }),
  );
  const reps = Array.from({ length: REPRESENTATIVES }, (_, i) => {
    const company = companies[i % COMPANIES];
    return add('BUYER_REPRESENTATIVE', i, {
      buyerCompanyId: company?.id ?? null,
      accountLocked: company?.accountLocked ?? false,
    });
  });
  const oneTimeSellers = Array.from({ length: ONE_TIME_SELLERS }, (_, i) =>
    add('ONE_TIME_SELLER', i, { accountLocked: true }),
  );
  // Every 20th car was sent in by a one-time seller (its `carId`, as NewCarSavedEvent sets it): their
  // cars are spread over every status, as a quick submission goes on to auction, sale or rejection.
  const ONE_TIME_EVERY = LARGE.cars / ONE_TIME_SELLERS;

  // Cars 0–499 have auctions (350 active, 50 paused, 100 finished), 500–1499 wait in review,
  // the rest are `Annet`.
  for (let i = 0; i < LARGE.cars; i++) {
    const spec = variedSpec(i, 'LD');
    const oneTime = i % ONE_TIME_EVERY === 0 ? oneTimeSellers[i / ONE_TIME_EVERY] : undefined;
    const owner = oneTime ?? sellers[i % SELLERS];
    if (!owner) continue;
    if (oneTime) oneTime.carId = seedId(200_000 + i);
    const auctionStatus: AuctionStatus | null =
      i >= LARGE.auctions ? null : i < 350 ? 'ACTIVE' : i < 400 ? 'DISABLED' : 'FINISHED';
    const status: CarStatus =
      auctionStatus === 'FINISHED' ? 'Solgt' : auctionStatus ? 'Auksjon' : i < 1500 ? 'Vurdering' : 'Annet';
    const entity = carEntity(seedId(200_000 + i), spec, owner.id, status, i);
    store.cars.set(entity.id, entity);
    if (!auctionStatus) continue;
    const first = reps[(2 * i) % REPRESENTATIVES];
    const second = reps[(2 * i + 1) % REPRESENTATIVES];
    if (!first || !second) continue;
    const endMinutes = auctionStatus === 'FINISHED' ? -60 - i * 7 : 10 + ((i * 104_729) % (21 * 24 * 60));
    const auction = buildAuction(
      seedId(300_000 + i),
      entity,
      spec,
      { status: auctionStatus, endMinutes, stepNok: [500, 1000, 2000][i % 3] ?? 1000, bids: i % 6 },
      startMs,
      [first, second],
    );
    store.auctions.set(auction.id, auction);
    for (const rep of [first, second])
      if (auction.bids.some((b) => b.bidderId === rep.id)) rep.savedCarIds.push(entity.id);
    engine.schedule(auction);
  }
  return LARGE;
}
