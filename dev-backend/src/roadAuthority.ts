import type { Car } from './store/model.js';

/**
 * Stands in for the road authority's vehicle register, which production asks after a quick
 * submission (`add-simplified`). Registration numbers starting with `FAIL_PREFIX` (any case) are
 * unknown there, so their lookup fails; every other number finds one of a few vehicles, chosen by
 * the number so that the same number always finds the same vehicle.
 */
const FAIL_PREFIX = 'XX';

type LookupFields = Pick<
  Car,
  | 'make'
  | 'model'
  | 'firstTimeRegisteredInNorway'
  | 'engineType'
  | 'engineVolume'
  | 'bodywork'
  | 'numberOfSeats'
  | 'numberOfDoors'
  | 'color'
  | 'gearboxType'
  | 'operatingMode'
  | 'weight'
  | 'nextEUControl'
>;

/** What production saves when the lookup fails (contract §6.4, §14.3). */
export const LOOKUP_FAILED: LookupFields = {
  make: 'N/A',
  model: 'N/A',
  firstTimeRegisteredInNorway: '1111-11-11',
  engineType: 'N/A',
  engineVolume: 0,
  bodywork: 'N/A',
  numberOfSeats: 0,
  numberOfDoors: 0,
  color: 'N/A',
  gearboxType: 'Annet',
  operatingMode: 'Annet',
  weight: 0,
  nextEUControl: '1111-11-11',
};

const REGISTER: LookupFields[] = [
  {
    make: 'Volkswagen',
    model: 'Golf',
    firstTimeRegisteredInNorway: '2018-04-12',
    engineType: 'Bensin',
    engineVolume: 1395,
    bodywork: 'Kombi 5-dørs',
    numberOfSeats: 5,
    numberOfDoors: 5,
    color: 'Grå',
    gearboxType: 'Manuell',
    operatingMode: 'Framhjulstrekk',
    weight: 1290,
    nextEUControl: '2026-04-30',
  },
  {
    make: 'Tesla',
    model: 'Model 3',
    firstTimeRegisteredInNorway: '2021-09-03',
    engineType: 'Elektrisk',
    engineVolume: 0,
    bodywork: 'Sedan',
    numberOfSeats: 5,
    numberOfDoors: 4,
    color: 'Hvit',
    gearboxType: 'Automat',
    operatingMode: 'Bakhjulstrekk',
    weight: 1765,
    nextEUControl: '2027-09-30',
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    firstTimeRegisteredInNorway: '2019-06-20',
    engineType: 'Hybrid',
    engineVolume: 2487,
    bodywork: 'SUV',
    numberOfSeats: 5,
    numberOfDoors: 5,
    color: 'Svart',
    gearboxType: 'Automat',
    operatingMode: 'Firehjulstrekk',
    weight: 1690,
    nextEUControl: '2027-06-30',
  },
];

function lookupFails(registrationNumber: string): boolean {
  return registrationNumber.toUpperCase().startsWith(FAIL_PREFIX);
}

/** The register's answer, or null when the lookup fails. */
export function lookUp(registrationNumber: string): LookupFields | null {
  if (lookupFails(registrationNumber)) return null;
  let hash = 0;
  for (const ch of registrationNumber) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return REGISTER[hash % REGISTER.length] ?? null;
}
