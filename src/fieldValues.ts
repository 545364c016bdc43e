/**
 * What a record's fields take (spec §9): the values of a car's status, gearbox and drive and of an auction's
 * status as the backend names them, and each field's limits (lengths, ranges, amounts, file types), named once. Apart from the app's
 * settings and timings (config.ts): the forms, the schemas and the API read these, and the first page
 * none of them, so they stay out of its JavaScript.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const LICENCE_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;
export const DATE_INPUT_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const AUCTION_STATUS_FILTERS = ['Aktivt', 'Avsluttet'] as const;
/**
 * The largest amount any amount field takes, in whole kroner: production's money columns are
 * DECIMAL(10, 2) (99 999 999,99 at most; 100 000 000 or more fails at save, contract §14.11), and
 * the product takes whole kroner (spec §5).
 */
export const MAX_AMOUNT = 99_999_999;
export const CAR_STATUSES = ['Vurdering', 'Auksjon', 'Solgt', 'Annet'] as const;
export const GEARBOX_VALUES = ['Manuell', 'Automat', 'Annet'] as const;
export const DRIVE_VALUES = ['Bakhjulstrekk', 'Framhjulstrekk', 'Firehjulstrekk', 'Annet'] as const;
export const DEFAULT_GEARBOX = 'Annet';
export const DEFAULT_DRIVE = 'Annet';
/**
 * What a real name, address and car can be (issue 37), by the field that holds it. The backend checks
 * no length and no range beyond "not blank" and "not below 0" (contract §10), so these limits are the
 * client's own, told before anything is sent; `min` and `max` are also what the field's messages and
 * hints say (`messageValues`).
 */
export const FIELD_LIMITS = {
  name: { max: 100 },
  /** The longest address SMTP carries (RFC 5321). */
  email: { max: 254 },
  streetAddress: { max: 100 },
  postalLocation: { max: 60 },
  country: { max: 60 },
  organisationName: { max: 150 },
  /** Abroad (a UK company number, a Dutch KvK or an Irish CRO number); a Norwegian one has 9 digits. */
  organisationNumber: { max: 20 },
  /** A postal code abroad as its country writes it: 'SW1A 1AA', '1012 AB', 'D02 X285'; a Norwegian one has 4 digits. */
  postalCode: { min: 2, max: 10 },
  /** A Norwegian plate: two letters and five digits (AB 12345), a personalised one 2 to 7 characters. */
  registrationNumber: { min: 2, max: 8 },
  make: { max: 40 },
  model: { max: 40 },
  bodywork: { max: 40 },
  color: { max: 40 },
  additionalInformation: { max: 2000 },
  kilometers: { min: 0, max: 2_000_000 },
  /** cm³; 0 for an electric car. */
  engineVolume: { min: 0, max: 10_000 },
  /** kg, a light car's to a large van's. */
  weight: { min: 100, max: 10_000 },
  numberOfDoors: { min: 1, max: 6 },
  /** A car for a class B licence seats at most 9, the driver included. */
  numberOfSeats: { min: 1, max: 9 },
} as const;
export const NORWEGIAN_ORGANISATION_NUMBER_DIGITS = 9;
/** How the country field names Norway; empty counts as Norway until the country is filled in. */
export const NORWAY_NAMES: readonly string[] = ['', 'norge', 'noreg', 'norway', 'no', 'nor'];
/** A car's dates: first registered in Norway from this year on; the next EU control at most this many years ahead. */
export const CAR_DATE_YEARS = { earliest: 1900, euControlAhead: 4 } as const;
