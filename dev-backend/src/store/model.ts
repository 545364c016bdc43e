export type Role =
  'SELLER' | 'ONE_TIME_SELLER' | 'BUYER_COMPANY' | 'BUYER_REPRESENTATIVE' | 'ADMIN' | 'SUPER_ADMIN';
export const ROLES: readonly Role[] = [
  'SELLER',
  'ONE_TIME_SELLER',
  'BUYER_COMPANY',
  'BUYER_REPRESENTATIVE',
  'ADMIN',
  'SUPER_ADMIN',
];

export interface Address {
  streetAddress: string;
  postalLocation: string;
  postalCode: string;
  country?: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
  role: Role;
  accountLocked: boolean;
  address: Address | null;
  /** ONE_TIME_SELLER only: the zero UUID until a car is submitted. */
  carId: string;
  organisationName: string;
  organisationNumber: string;
  licenceUrls: string[];
  buyerCompanyId: string | null;
  savedCarIds: string[];
}

export type CarStatus = 'Vurdering' | 'Auksjon' | 'Solgt' | 'Annet';
export const CAR_STATUSES: readonly CarStatus[] = ['Vurdering', 'Auksjon', 'Solgt', 'Annet'];
export const GEARBOX_TYPES = ['Manuell', 'Automat', 'Annet'] as const;
export const OPERATING_MODES = ['Bakhjulstrekk', 'Framhjulstrekk', 'Firehjulstrekk', 'Annet'] as const;

export interface Car {
  id: string;
  registrationNumber: string;
  kilometers: number;
  make: string;
  model: string;
  firstTimeRegisteredInNorway: string | null;
  engineType: string;
  engineVolume: number;
  bodywork: string;
  numberOfSeats: number;
  numberOfDoors: number;
  color: string;
  /** Null while a quick submission's road-authority lookup is pending (contract §6.4). */
  gearboxType: string | null;
  operatingMode: string | null;
  weight: number;
  nextEUControl: string | null;
  ownerId: string;
  status: CarStatus;
  additionalInformation: string | null;
  expectedPrice: number;
  imagePaths: string[];
}

export type AuctionStatus = 'ACTIVE' | 'FINISHED' | 'DISABLED';
export const AUCTION_DISPLAY: Record<AuctionStatus, string> = {
  ACTIVE: 'Aktivt',
  FINISHED: 'Avsluttet',
  DISABLED: 'Deaktivert',
};

/** Money is kept in integer øre (cents) so that equality and step arithmetic are exact. */
export interface Bid {
  bidderId: string;
  amountCents: number;
  placedAtMicros: number;
}

export interface AutoBid {
  bidderId: string;
  limitCents: number;
  placedAtMicros: number;
}

export interface CarDetails {
  carId: string;
  thumbnailImageUrl: string;
  makeModel: string;
  modelYear: string;
}

export interface Auction {
  id: string;
  startingPriceCents: number;
  minimalStepCents: number;
  expectedPriceCents: number;
  endMillis: number;
  status: AuctionStatus;
  carDetails: CarDetails;
  bids: Bid[];
  autoBids: AutoBid[];
}

export interface StoredFile {
  name: string;
  contentType: string;
  path: string;
  /** PDF and Word files go to production's private bucket, so their URLs are not readable. */
  isPublic: boolean;
}
