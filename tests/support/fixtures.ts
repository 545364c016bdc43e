import type { Auction } from '../../src/api/auctions';
import type { Car } from '../../src/api/cars';
import type { User } from '../../src/api/users';

/** Server-shaped objects (contract §5–§7) for MSW handlers. */
export const ids = {
  seller: '11111111-1111-4111-8111-111111111111',
  company: '22222222-2222-4222-8222-222222222222',
  rep1: '33333333-3333-4333-8333-333333333333',
  rep2: '44444444-4444-4444-8444-444444444444',
  car: '55555555-5555-4555-8555-555555555555',
  auction: '66666666-6666-4666-8666-666666666666',
};

export function sellerUser(overrides: Partial<User> = {}) {
  return {
    id: ids.seller,
    name: 'Siri Selger',
    email: 'selger@demo.no',
    phoneNumber: '+4791234567',
    role: 'SELLER',
    accountLocked: false,
    address: { streetAddress: 'Storgata 1', postalLocation: 'Oslo', postalCode: '0155' },
    carIds: [ids.car],
    ...overrides,
  };
}

export function companyUser(overrides: Partial<User> = {}) {
  return {
    id: ids.company,
    name: 'Kari Nordmann',
    email: 'firma@demo.no',
    phoneNumber: '+4722334455',
    role: 'BUYER_COMPANY',
    accountLocked: false,
    organisationName: 'Nordic Export AS',
    organisationNumber: '987654321',
    address: {
      streetAddress: 'Havnegata 2',
      postalLocation: 'Drammen',
      postalCode: '3015',
      country: 'Norge',
    },
    representatives: [representative()],
    ...overrides,
  };
}

export function representative(overrides: Record<string, unknown> = {}) {
  return {
    id: ids.rep1,
    name: 'Ola Byder',
    email: 'rep1@demo.no',
    phoneNumber: '+4799887766',
    role: 'BUYER_REPRESENTATIVE',
    accountLocked: false,
    savedCarIds: [ids.car],
    buyerCompanyId: ids.company,
    ...overrides,
  };
}

export function car(overrides: Partial<Car> = {}) {
  return {
    id: ids.car,
    ownerId: ids.seller,
    registrationNumber: 'EL12345',
    kilometers: 84000,
    make: 'Volkswagen',
    model: 'Golf',
    firstTimeRegisteredInNorway: '2018-04-12',
    engineType: 'Bensin',
    engineVolume: 1398.0,
    bodywork: 'Kombi',
    numberOfSeats: 5,
    numberOfDoors: 5,
    color: 'Grå',
    gearboxType: 'Manuell',
    operatingMode: 'Framhjulstrekk',
    weight: 1320,
    nextEUControl: '2026-04-30',
    additionalInformation: null,
    expectedPrice: 150000,
    imagePaths: ['/files/golf-1.png', '/files/golf-2.png'],
    status: 'Vurdering',
    ...overrides,
  };
}

/** Shape B (by-car and the topic): enum status, bids and every bidder's auto-bids. */
export function fullAuction(overrides: Partial<Record<keyof Auction, unknown>> = {}) {
  return {
    id: ids.auction,
    startingPrice: 100000,
    minimalStep: 1000,
    expectedPrice: 150000,
    highestBid: null,
    endDateTime: new Date(Date.now() + 2 * 3600_000).toISOString(),
    carDetails: {
      carId: ids.car,
      makeModel: 'Volkswagen Golf',
      modelYear: '2018',
      thumbnailImageUrl: '/files/golf-1.png',
    },
    bids: [],
    autoBids: [],
    status: 'ACTIVE',
    ...overrides,
  };
}

/** Shape A (lists, /{id}, HTTP bid answers): display status, no bids. */
export function auctionSummary(overrides: Record<string, unknown> = {}) {
  const { bids: _bids, autoBids: _autoBids, ...summary } = fullAuction();
  return { ...summary, status: 'Aktivt', ...overrides };
}
