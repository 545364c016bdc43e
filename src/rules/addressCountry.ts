import { NORWAY_NAMES } from '../fieldValues';

/** Whether an address's country field names Norway (empty does, until it is filled in). */
export const isNorway = (country: string) => NORWAY_NAMES.includes(country.trim().toLocaleLowerCase('nb-NO'));

/** Between the postal location and the country, where production keeps a seller's country. */
const COUNTRY_SEPARATOR = ', ';

/**
 * Production keeps no country for a seller (RegisterSellerRequest and UpdateSellerRequest take a
 * `ValidatedAddress` of street, postal location and postal code; a `country` sent is dropped,
 * contract §4.6), so a seller abroad keeps it in the postal location, as a letter would write it:
 * "London, Storbritannia". A Norwegian address goes as typed: Norway is the default.
 */
export function postalLocationWithCountry(postalLocation: string, country: string): string {
  return isNorway(country) ? postalLocation : `${postalLocation}${COUNTRY_SEPARATOR}${country.trim()}`;
}

/**
 * A seller's stored postal location read back into its two fields: the part after the last
 * ", " is the country. Joined again, the two give the stored text back, so a postal location with
 * a comma of its own survives an edit; only a trailing ", Norge" is left out, Norway being the default.
 */
export function countryFromPostalLocation(stored: string): { postalLocation: string; country: string } {
  const at = stored.lastIndexOf(COUNTRY_SEPARATOR);
  if (at < 0) return { postalLocation: stored, country: '' };
  return { postalLocation: stored.slice(0, at), country: stored.slice(at + COUNTRY_SEPARATOR.length) };
}
