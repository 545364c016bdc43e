import type { AppContext } from '../context.js';
import { seedId } from '../ids.js';
import { LOOKUP_FAILED, lookUp } from '../roadAuthority.js';
import type { Car, User } from '../store/model.js';
import { newUser } from '../store/newUser.js';
import { buildAuction, car, carEntity } from './builders.js';
import { illustrationPaths } from './carIllustration.js';
import { licencePdf } from './licencePdf.js';

/**
 * What the operator's console works on: quick submissions waiting for review (one whose
 * road-authority lookup failed), licence files of companies awaiting approval, and a paused
 * auction nobody has bid on. Ids 8–12 (users), 500–502 (cars) and 600 (auction).
 */
export interface OperatorFixtures {
  superAdminId: string;
  /** A company awaiting approval whose only licence is a PNG: its pre-signed link is dead. */
  imageLicenceCompanyId: string;
  /** Quick submissions by one-time sellers, in `Vurdering`. */
  quickSubmissionCarIds: string[];
  failedLookupCarId: string;
  pausedWithoutBidsCarId: string;
}

// The smallest valid PNG (1×1, transparent): a licence uploaded as an image.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function seedOperatorData(
  ctx: AppContext,
  world: { passwordHash: string; awaitingCompany: User; marketSeller: User; reps: readonly [User, User] },
  startMs: number,
): OperatorFixtures {
  const { store, files } = ctx;
  const add = (user: User): User => {
    store.users.set(user.id, user);
    return user;
  };
  const superAdmin = add(
    newUser({
      id: seedId(8),
      name: 'Sara Superadmin',
      email: 'superadmin@demo.no',
      phoneNumber: '+4790000002',
      role: 'SUPER_ADMIN',
      passwordHash: world.passwordHash,
    }),
  );

  const pdf = (filename: string, lines: string[]): string =>
    files.save({ filename, mimetype: 'application/pdf', data: licencePdf(lines) });
  const { awaitingCompany } = world;
  awaitingCompany.licenceUrls = [
    pdf('firmaattest-venter-bil.pdf', ['Firmaattest', 'Venter Bil AS', 'Org.nr. 912 345 678']),
    pdf('bruktbilforhandler-lisens.pdf', ['Bruktbilforhandler', 'Venter Bil AS', 'Godkjent 2024']),
  ];
  const imageLicenceCompany = add(
    newUser({
      id: seedId(9),
      name: 'Geir Vestly',
      email: 'vest@demo.no',
      phoneNumber: '+4797890123',
      role: 'BUYER_COMPANY',
      accountLocked: true,
      passwordHash: world.passwordHash,
      organisationName: 'Vest Bilkjøp AS',
      organisationNumber: '923456789',
      address: {
        streetAddress: 'Kaigaten 2',
        postalLocation: 'Bergen',
        postalCode: '5015',
        country: 'Norge',
      },
      licenceUrls: [files.save({ filename: 'lisens-foto.png', mimetype: 'image/png', data: TINY_PNG })],
    }),
  );

  // Quick submissions as production stores them once the lookup has answered (or failed).
  const quick = (
    n: number,
    name: string,
    phoneNumber: string,
    reg: string,
    km: number,
    price: number,
  ): Car => {
    const owner = add(
      newUser({
        id: seedId(n),
        name,
        phoneNumber,
        email: `${seedId(n + 1000)}`,
        role: 'ONE_TIME_SELLER',
        accountLocked: true,
      }),
    );
    const entity: Car = {
      id: seedId(500 + n - 10),
      registrationNumber: reg,
      kilometers: km,
      ...(lookUp(reg) ?? LOOKUP_FAILED),
      ownerId: owner.id,
      status: 'Vurdering',
      additionalInformation: null,
      expectedPrice: price,
      // Sent in about two hours ago: newer than the demo seller's cars, as a quick submission usually is.
      imagePaths: illustrationPaths('hatchback', '64748b', Date.now() - (n + 1) * 600_000).slice(0, 1),
    };
    owner.carId = entity.id;
    store.cars.set(entity.id, entity);
    return entity;
  };
  const failed = quick(10, 'Ola Hansen', '+4741112233', 'XX40417', 187000, 45000);
  const found = quick(11, 'Lise Berg', '+4748887766', 'DK55102', 96000, 135000);

  const pausedSpec = car(
    'PA71120',
    'Honda',
    'CR-V 2.0 Hybrid',
    2020,
    'Hybrid',
    1993,
    'Automat',
    'Firehjulstrekk',
    'suv',
    'Blå',
    '1e3a8a',
    71000,
    299000,
  );
  const pausedCar = carEntity(seedId(502), pausedSpec, world.marketSeller.id, 'Auksjon', 2);
  store.cars.set(pausedCar.id, pausedCar);
  const paused = buildAuction(
    seedId(600),
    pausedCar,
    pausedSpec,
    { status: 'DISABLED', endMinutes: 2 * 24 * 60, stepNok: 1000, bids: 0 },
    startMs,
    world.reps,
  );
  store.auctions.set(paused.id, paused);

  return {
    superAdminId: superAdmin.id,
    imageLicenceCompanyId: imageLicenceCompany.id,
    quickSubmissionCarIds: [failed.id, found.id],
    failedLookupCarId: failed.id,
    pausedWithoutBidsCarId: pausedCar.id,
  };
}
