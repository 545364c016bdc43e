import { describe, expect, it } from 'vitest';
import { isLookupDefault, knownFact, missingLookupFacts, modelYearOf } from '../../src/rules/carFacts';

describe('isLookupDefault', () => {
  it('knows the three placeholders of a failed road-authority lookup', () => {
    expect(isLookupDefault('1111-11-11')).toBe(true);
    expect(isLookupDefault('N/A')).toBe(true);
    expect(isLookupDefault(0)).toBe(true);
  });

  it('takes everything else as a fact', () => {
    expect(isLookupDefault('2018-04-12')).toBe(false);
    expect(isLookupDefault('Volkswagen')).toBe(false);
    expect(isLookupDefault('n/a ')).toBe(false);
    expect(isLookupDefault(1398)).toBe(false);
    expect(isLookupDefault(null)).toBe(false);
    expect(isLookupDefault(undefined)).toBe(false);
  });
});

describe('knownFact', () => {
  it('gives the value, or null for a placeholder or nothing', () => {
    expect(knownFact('Golf')).toBe('Golf');
    expect(knownFact(5)).toBe(5);
    expect(knownFact('N/A')).toBeNull();
    expect(knownFact(0)).toBeNull();
    expect(knownFact(null)).toBeNull();
    expect(knownFact(undefined)).toBeNull();
  });
});

describe('missingLookupFacts', () => {
  it('lists the looked-up facts that are placeholders', () => {
    expect(
      missingLookupFacts({
        make: 'N/A',
        model: 'N/A',
        firstTimeRegisteredInNorway: '1111-11-11',
        weight: 0,
        color: 'Grå',
      }),
    ).toEqual(['make', 'model', 'firstTimeRegisteredInNorway', 'weight']);
  });

  it('counts the next EU control and the numbers a bidder would see as unknown', () => {
    expect(
      missingLookupFacts({
        nextEUControl: '1111-11-11',
        numberOfSeats: 0,
        numberOfDoors: 5,
        engineVolume: 0,
      }),
    ).toEqual(['nextEUControl', 'engineVolume', 'numberOfSeats']);
  });

  it('takes an electric car’s engine volume of 0 as a fact', () => {
    expect(missingLookupFacts({ engineType: 'Elektrisk', engineVolume: 0 })).toEqual([]);
    expect(missingLookupFacts({ engineType: 'N/A', engineVolume: 0 })).toEqual([
      'engineType',
      'engineVolume',
    ]);
  });

  it('is empty for a car the lookup found', () => {
    expect(missingLookupFacts({ make: 'Volkswagen', model: 'Golf', weight: 1320 })).toEqual([]);
  });
});

describe('modelYearOf', () => {
  it('is the year of the first registration, unknown for the placeholder', () => {
    expect(modelYearOf('2018-04-12')).toBe('2018');
    expect(modelYearOf('1111-11-11')).toBeNull();
    expect(modelYearOf(null)).toBeNull();
    expect(modelYearOf('soon')).toBeNull();
  });
});
