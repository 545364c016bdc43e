import { describe, expect, it } from 'vitest';
import {
  countryFromPostalLocation,
  isNorway,
  postalLocationWithCountry,
} from '../../src/rules/addressCountry';

describe('a seller’s country, kept in the postal location production stores', () => {
  it('names Norway by an empty field or its names, in any case', () => {
    for (const country of ['', ' Norge ', 'noreg', 'NORWAY']) expect(isNorway(country)).toBe(true);
    expect(isNorway('Sverige')).toBe(false);
  });

  it('sends a Norwegian address as typed, another country after a comma', () => {
    expect(postalLocationWithCountry('Oslo', '')).toBe('Oslo');
    expect(postalLocationWithCountry('Oslo', 'Norge')).toBe('Oslo');
    expect(postalLocationWithCountry('London', ' Storbritannia ')).toBe('London, Storbritannia');
  });

  it('reads the stored text back into its two fields', () => {
    expect(countryFromPostalLocation('Oslo')).toEqual({ postalLocation: 'Oslo', country: '' });
    expect(countryFromPostalLocation('London, Storbritannia')).toEqual({
      postalLocation: 'London',
      country: 'Storbritannia',
    });
  });

  it('gives any stored text back unchanged when joined again, a comma of its own included', () => {
    for (const stored of ['Oslo', 'London, Storbritannia', 'Ås, Viken, Sverige', 'a,b']) {
      const { postalLocation, country } = countryFromPostalLocation(stored);
      expect(postalLocationWithCountry(postalLocation, country)).toBe(stored);
    }
    expect(
      postalLocationWithCountry(
        ...(Object.values(countryFromPostalLocation('Oslo, Norge')) as [string, string]),
      ),
    ).toBe('Oslo');
  });
});
