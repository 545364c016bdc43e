import { hashPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { seedId } from '../ids.js';
import type { CarStatus, User } from '../store/model.js';
import { newUser } from '../store/newUser.js';
import { type AuctionPlan, type CarSpec, buildAuction, car, carEntity } from './builders.js';
import { seedMarket } from './marketAuctions.js';
import { type OperatorFixtures, seedOperatorData } from './operatorData.js';

export const DEMO_PASSWORD = 'demopass1';

export interface Fixtures extends OperatorFixtures {
  sellerId: string;
  companyId: string;
  lockedCompanyId: string;
  rep1Id: string;
  rep2Id: string;
  adminId: string;
  endingSoonCarId: string;
  longHistoryCarId: string;
  pausedCarId: string;
  activeCarIds: string[];
  finishedCarIds: string[];
  sellerCarIdsByStatus: Record<CarStatus, string[]>;
  /** Every car in `Vurdering`: the operator's review queue. */
  applicationCarIds: string[];
  finishedWithoutBidsCarId: string;
}

export const DEMO_LOGINS = [
  { email: 'selger@demo.no', role: 'SELLER', name: 'Siri Selger' },
  { email: 'selger2@demo.no', role: 'SELLER', name: 'Per Privat (owns the open market’s cars)' },
  { email: 'firma@demo.no', role: 'BUYER_COMPANY', name: 'Nordic Export AS (approved)' },
  { email: 'rep1@demo.no', role: 'BUYER_REPRESENTATIVE', name: 'Ola Byder (Nordic Export AS)' },
  { email: 'rep2@demo.no', role: 'BUYER_REPRESENTATIVE', name: 'Kari Byder (Nordic Export AS)' },
  { email: 'venter@demo.no', role: 'BUYER_COMPANY', name: 'Venter Bil AS (awaiting approval, PDF licences)' },
  { email: 'vest@demo.no', role: 'BUYER_COMPANY', name: 'Vest Bilkjøp AS (awaiting approval, PNG licence)' },
  { email: 'admin@demo.no', role: 'ADMIN', name: 'Admin Demo (operator)' },
  { email: 'superadmin@demo.no', role: 'SUPER_ADMIN', name: 'Sara Superadmin (operator, adds admins)' },
] as const;

// Realistic Norwegian listings. Order: 14 active auctions, 1 paused, 4 sold, 3 in review, 2 other.
const CARS: CarSpec[] = [
  car(
    'EL12345',
    'Tesla',
    'Model 3 Long Range',
    2020,
    'Elektrisk',
    0,
    'Automat',
    'Firehjulstrekk',
    'sedan',
    'Hvit',
    'e5e7eb',
    84500,
    245000,
    'Autopilot, panoramatak, vinterhjul på felg.',
  ),
  car(
    'DN48213',
    'Volkswagen',
    'Golf 1.5 TSI',
    2019,
    'Bensin',
    1498,
    'Manuell',
    'Framhjulstrekk',
    'hatchback',
    'Blå',
    '1d4ed8',
    98200,
    165000,
  ),
  car(
    'KH70119',
    'Toyota',
    'RAV4 Hybrid AWD',
    2021,
    'Hybrid',
    2487,
    'Automat',
    'Firehjulstrekk',
    'suv',
    'Grå',
    '6b7280',
    61000,
    379000,
    'Full servicehistorikk hos Toyota.',
  ),
  car(
    'EK55670',
    'Volkswagen',
    'ID.4 Pro',
    2022,
    'Elektrisk',
    0,
    'Automat',
    'Bakhjulstrekk',
    'suv',
    'Grønn',
    '15803d',
    39800,
    329000,
  ),
  car(
    'BS33018',
    'Volvo',
    'V60 D4',
    2018,
    'Diesel',
    1969,
    'Automat',
    'Framhjulstrekk',
    'wagon',
    'Sølv',
    '9ca3af',
    142300,
    189000,
    'Hengerfeste, skinninteriør.',
  ),
  car(
    'EV20451',
    'Nissan',
    'Leaf 40 kWh',
    2019,
    'Elektrisk',
    0,
    'Automat',
    'Framhjulstrekk',
    'hatchback',
    'Rød',
    'b91c1c',
    72100,
    119000,
  ),
  car(
    'PR90233',
    'Skoda',
    'Octavia 2.0 TDI 4x4',
    2020,
    'Diesel',
    1968,
    'Manuell',
    'Firehjulstrekk',
    'wagon',
    'Svart',
    '1f2937',
    118400,
    215000,
  ),
  car(
    'EB61822',
    'Hyundai',
    'Kona Electric',
    2021,
    'Elektrisk',
    0,
    'Automat',
    'Framhjulstrekk',
    'suv',
    'Oransje',
    'ea580c',
    45200,
    239000,
  ),
  car(
    'SU11874',
    'BMW',
    '320d xDrive',
    2019,
    'Diesel',
    1995,
    'Automat',
    'Firehjulstrekk',
    'sedan',
    'Mørkeblå',
    '1e3a8a',
    103900,
    259000,
  ),
  car(
    'EL77302',
    'Polestar',
    '2 Long Range',
    2022,
    'Elektrisk',
    0,
    'Automat',
    'Firehjulstrekk',
    'sedan',
    'Grå',
    '4b5563',
    28700,
    389000,
  ),
  car(
    'VJ40561',
    'Audi',
    'A4 Avant 40 TFSI',
    2020,
    'Bensin',
    1984,
    'Automat',
    'Framhjulstrekk',
    'wagon',
    'Hvit',
    'f3f4f6',
    76300,
    279000,
  ),
  car(
    'ZT25790',
    'Ford',
    'Transit Custom 2.0',
    2018,
    'Diesel',
    1995,
    'Manuell',
    'Framhjulstrekk',
    'van',
    'Hvit',
    'f9fafb',
    156000,
    149000,
    'Varebil med hyllesystem.',
  ),
  car(
    'EK38114',
    'Kia',
    'Niro EV',
    2020,
    'Elektrisk',
    0,
    'Automat',
    'Framhjulstrekk',
    'suv',
    'Blå',
    '2563eb',
    66900,
    199000,
  ),
  car(
    'LB82047',
    'Mazda',
    'CX-5 2.5 AWD',
    2019,
    'Bensin',
    2488,
    'Automat',
    'Firehjulstrekk',
    'suv',
    'Rød',
    '991b1b',
    91200,
    229000,
  ),
  car(
    'NF14496',
    'Subaru',
    'Outback 2.5i',
    2017,
    'Bensin',
    2498,
    'Automat',
    'Firehjulstrekk',
    'wagon',
    'Grønn',
    '166534',
    151800,
    135000,
  ),
  car(
    'EL90018',
    'Renault',
    'Zoe R135',
    2020,
    'Elektrisk',
    0,
    'Automat',
    'Framhjulstrekk',
    'hatchback',
    'Gul',
    'ca8a04',
    52400,
    139000,
  ),
  car(
    'RA61239',
    'Mercedes-Benz',
    'E 220 d',
    2018,
    'Diesel',
    1950,
    'Automat',
    'Bakhjulstrekk',
    'sedan',
    'Svart',
    '111827',
    132000,
    299000,
  ),
  car(
    'HL27760',
    'Toyota',
    'Corolla 1.8 Hybrid',
    2020,
    'Hybrid',
    1798,
    'Automat',
    'Framhjulstrekk',
    'hatchback',
    'Sølv',
    'a1a1aa',
    58700,
    209000,
  ),
  car(
    'UE43325',
    'Peugeot',
    '308 1.2 PureTech',
    2019,
    'Bensin',
    1199,
    'Manuell',
    'Framhjulstrekk',
    'hatchback',
    'Blå',
    '3b82f6',
    87600,
    129000,
  ),
  car(
    'EV55912',
    'Audi',
    'e-tron 55 quattro',
    2020,
    'Elektrisk',
    0,
    'Automat',
    'Firehjulstrekk',
    'suv',
    'Grå',
    '52525b',
    79800,
    419000,
  ),
  car(
    'DR09871',
    'Mitsubishi',
    'Outlander PHEV',
    2018,
    'Hybrid',
    1998,
    'Automat',
    'Firehjulstrekk',
    'suv',
    'Brun',
    '78350f',
    121500,
    179000,
  ),
  car(
    'CE31106',
    'Opel',
    'Astra 1.4 Turbo',
    2017,
    'Bensin',
    1399,
    'Manuell',
    'Framhjulstrekk',
    'hatchback',
    'Rød',
    'dc2626',
    139200,
    89000,
  ),
  car(
    'KF72284',
    'Volvo',
    'XC60 T8 Recharge',
    2021,
    'Hybrid',
    1969,
    'Automat',
    'Firehjulstrekk',
    'suv',
    'Mørkegrå',
    '374151',
    48300,
    489000,
  ),
  car(
    'EB40347',
    'BMW',
    'i3 120 Ah',
    2019,
    'Elektrisk',
    0,
    'Automat',
    'Bakhjulstrekk',
    'hatchback',
    'Hvit',
    'e2e8f0',
    41800,
    159000,
  ),
];

const ACTIVE_PLANS: AuctionPlan[] = [
  { status: 'ACTIVE', endMinutes: 4.5, stepNok: 1000, bids: 14 },
  { status: 'ACTIVE', endMinutes: 22, stepNok: 500, bids: 6 },
  {
    status: 'ACTIVE',
    endMinutes: 180,
    stepNok: 1000,
    bids: 240,
    autoBids: [
      { rep: 0, stepsAboveStart: 150 },
      { rep: 1, stepsAboveStart: 320 },
    ],
  },
  { status: 'ACTIVE', endMinutes: 47, stepNok: 1000, bids: 3 },
  { status: 'ACTIVE', endMinutes: 75, stepNok: 500, bids: 0 },
  { status: 'ACTIVE', endMinutes: 120, stepNok: 500, bids: 60, autoBids: [{ rep: 1, stepsAboveStart: 80 }] },
  { status: 'ACTIVE', endMinutes: 300, stepNok: 1000, bids: 9 },
  { status: 'ACTIVE', endMinutes: 480, stepNok: 2000, bids: 1 },
  { status: 'ACTIVE', endMinutes: 720, stepNok: 1000, bids: 0 },
  { status: 'ACTIVE', endMinutes: 1440, stepNok: 2000, bids: 25 },
  { status: 'ACTIVE', endMinutes: 2000, stepNok: 500, bids: 4 },
  { status: 'ACTIVE', endMinutes: 2880, stepNok: 1000, bids: 0 },
  { status: 'ACTIVE', endMinutes: 4320, stepNok: 500, bids: 11 },
  { status: 'ACTIVE', endMinutes: 7200, stepNok: 1000, bids: 2 },
  { status: 'DISABLED', endMinutes: 1500, stepNok: 1000, bids: 5 },
  { status: 'FINISHED', endMinutes: -180, stepNok: 1000, bids: 18 },
  { status: 'FINISHED', endMinutes: -1440, stepNok: 500, bids: 7 },
  { status: 'FINISHED', endMinutes: -2900, stepNok: 1000, bids: 0 },
  {
    status: 'FINISHED',
    endMinutes: -7300,
    stepNok: 2000,
    bids: 33,
    autoBids: [{ rep: 0, stepsAboveStart: 40 }],
  },
];

let demoHash: string | null = null;

/** scrypt is slow on purpose: the demo password is hashed once per process. */
export function demoPasswordHash(): string {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** Builds the demo world; ids come from a counter so that every start looks the same. */
export function seedDemoData(ctx: AppContext): Fixtures {
  const { store, engine } = ctx;
  const passwordHash = demoPasswordHash();
  const startMs = Date.now();

  const add = (user: User): User => {
    store.users.set(user.id, user);
    return user;
  };
  const admin = add(
    newUser({
      id: seedId(1),
      name: 'Admin Demo',
      email: 'admin@demo.no',
      phoneNumber: '+4790000001',
      role: 'ADMIN',
      passwordHash,
    }),
  );
  const seller = add(
    newUser({
      id: seedId(2),
      name: 'Siri Selger',
      email: 'selger@demo.no',
      phoneNumber: '+4791234567',
      role: 'SELLER',
      passwordHash,
      address: { streetAddress: 'Storgata 12', postalLocation: 'Oslo', postalCode: '0155' },
    }),
  );
  const company = add(
    newUser({
      id: seedId(3),
      name: 'Nina Nordahl',
      email: 'firma@demo.no',
      phoneNumber: '+4792345678',
      role: 'BUYER_COMPANY',
      passwordHash,
      organisationName: 'Nordic Export AS',
      organisationNumber: '987654321',
      address: {
        streetAddress: 'Havnegata 4',
        postalLocation: 'Drammen',
        postalCode: '3015',
        country: 'Norge',
      },
    }),
  );
  const reps = [
    add(
      newUser({
        id: seedId(4),
        name: 'Ola Byder',
        email: 'rep1@demo.no',
        phoneNumber: '+4793456789',
        role: 'BUYER_REPRESENTATIVE',
        buyerCompanyId: company.id,
        passwordHash,
      }),
    ),
    add(
      newUser({
        id: seedId(5),
        name: 'Kari Byder',
        email: 'rep2@demo.no',
        phoneNumber: '+4794567890',
        role: 'BUYER_REPRESENTATIVE',
        buyerCompanyId: company.id,
        passwordHash,
      }),
    ),
  ] as const;
  const locked = add(
    newUser({
      id: seedId(6),
      name: 'Vera Venter',
      email: 'venter@demo.no',
      phoneNumber: '+4795678901',
      role: 'BUYER_COMPANY',
      accountLocked: true,
      passwordHash,
      organisationName: 'Venter Bil AS',
      organisationNumber: '912345678',
      address: {
        streetAddress: 'Industriveien 9',
        postalLocation: 'Trondheim',
        postalCode: '7080',
        country: 'Norge',
      },
    }),
  );

  const byStatus: Record<CarStatus, string[]> = { Vurdering: [], Auksjon: [], Solgt: [], Annet: [] };
  const activeCarIds: string[] = [];
  const finishedCarIds: string[] = [];
  let pausedCarId = '';

  CARS.forEach((spec, index) => {
    const plan = ACTIVE_PLANS[index];
    const status: CarStatus = plan
      ? plan.status === 'FINISHED'
        ? 'Solgt'
        : 'Auksjon'
      : index < ACTIVE_PLANS.length + 3
        ? 'Vurdering'
        : 'Annet';
    const entity = carEntity(seedId(100 + index), spec, seller.id, status, index);
    store.cars.set(entity.id, entity);
    byStatus[status].push(entity.id);
    if (!plan) return;
    const auction = buildAuction(seedId(200 + index), entity, spec, plan, startMs, reps);
    store.auctions.set(auction.id, auction);
    if (plan.status === 'ACTIVE') activeCarIds.push(entity.id);
    if (plan.status === 'FINISHED') finishedCarIds.push(entity.id);
    if (plan.status === 'DISABLED') pausedCarId = entity.id;
    for (const rep of reps) {
      const took =
        auction.bids.some((b) => b.bidderId === rep.id) ||
        auction.autoBids.some((a) => a.bidderId === rep.id);
      if (took) rep.savedCarIds.push(entity.id);
    }
    engine.schedule(auction);
  });

  const marketSeller = add(
    newUser({
      id: seedId(7),
      name: 'Per Privat',
      email: 'selger2@demo.no',
      phoneNumber: '+4796789012',
      role: 'SELLER',
      passwordHash,
      address: { streetAddress: 'Fjordveien 3', postalLocation: 'Bergen', postalCode: '5003' },
    }),
  );
  activeCarIds.push(...seedMarket(ctx, { owner: marketSeller, reps }, startMs));
  const operator = seedOperatorData(
    ctx,
    { passwordHash, awaitingCompany: locked, marketSeller, reps },
    startMs,
  );

  const [endingSoonCarId = '', , longHistoryCarId = ''] = activeCarIds;
  const finishedWithoutBids = finishedCarIds.find((id) => store.auctionByCar(id)?.bids.length === 0);
  return {
    ...operator,
    sellerId: seller.id,
    companyId: company.id,
    lockedCompanyId: locked.id,
    rep1Id: reps[0].id,
    rep2Id: reps[1].id,
    adminId: admin.id,
    endingSoonCarId,
    longHistoryCarId,
    pausedCarId,
    activeCarIds,
    finishedCarIds,
    sellerCarIdsByStatus: byStatus,
    applicationCarIds: [...store.cars.values()].filter((c) => c.status === 'Vurdering').map((c) => c.id),
    finishedWithoutBidsCarId: finishedWithoutBids ?? '',
  };
}
