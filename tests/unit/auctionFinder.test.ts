import { describe, expect, it } from 'vitest';
import {
  NO_CRITERIA,
  activeFilterCount,
  endingLimit,
  findAuctions,
  indexAuctions,
  knownMakes,
  type FinderCriteria,
} from '../../src/rules/auctionFinder';
import { makeOf } from '../../src/rules/carMake';
import { normalizeSearchText } from '../../src/lib/searchText';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const minutes = (n: number) => new Date(NOW + n * 60_000).toISOString();

let next = 0;
function auction(makeModel: string, modelYear: string | null, endsInMinutes: number, highest: number | null) {
  next += 1;
  return {
    id: `auction-${next}`,
    startingPrice: 50_000,
    endDateTime: minutes(endsInMinutes),
    highestBid: highest === null ? null : { amount: highest },
    carDetails: { carId: `car-${next}`, makeModel, modelYear },
  };
}

const golf = auction('Volkswagen Golf 1.5 TSI', '2019', 90, 102_000);
const defender = auction('Land Rover Defender 110', '2020', 30, 650_000);
const sprinter = auction('Mercedes-Benz Sprinter 316 Påbygg', '2017', 600, null);
const citroen = auction('Citroën ë-C4 Shine', '2021', 5, 180_000);
const volvo = auction('Volvo XC90 B5 AWD', '2020', 3 * 24 * 60, 320_000);
const hiace = auction('Toyota Hiace Lang Skåp', null, 20 * 24 * 60, 150_000);
const all = [golf, defender, sprinter, citroen, volvo, hiace];
const index = indexAuctions(all);

const find = (criteria: Partial<FinderCriteria>, followed: string[] = []) =>
  findAuctions(index, { ...NO_CRITERIA, ...criteria }, { now: NOW, followed: new Set(followed) });
const names = (found: typeof all) => found.map((a) => a.carDetails.makeModel.split(' ')[0]);

describe('search text', () => {
  it('meets the Norwegian letters, accents and case halfway', () => {
    expect(normalizeSearchText('Skåp')).toBe(normalizeSearchText('skap'));
    expect(normalizeSearchText('SKAAP')).toBe(normalizeSearchText('skåp'));
    expect(normalizeSearchText('Bøtte')).toBe(normalizeSearchText('botte'));
    expect(normalizeSearchText('Bøtte')).toBe(normalizeSearchText('boette'));
    expect(normalizeSearchText('Særskilt')).toBe(normalizeSearchText('saerskilt'));
    expect(normalizeSearchText('Citroën ë-C4')).toBe('citron e c4');
  });

  it('takes the make from make and model, two-word makes included', () => {
    expect(makeOf('Land Rover Defender 110')).toBe('Land Rover');
    expect(makeOf('Mercedes-Benz E 220 d')).toBe('Mercedes-Benz');
    expect(makeOf('  Tesla   Model 3')).toBe('Tesla');
    expect(makeOf('')).toBe('');
  });
});

describe('finding auctions', () => {
  it('sorts by ending soonest by default, and by ending latest, price both ways and make A–Z', () => {
    expect(names(find({}))).toEqual(['Citroën', 'Land', 'Volkswagen', 'Mercedes-Benz', 'Volvo', 'Toyota']);
    expect(names(find({ sort: 'ending-late' }))).toEqual(names(find({})).toReversed());
    // No bids: the starting price (50 000) counts.
    expect(names(find({ sort: 'bid-asc' }))).toEqual([
      'Mercedes-Benz',
      'Volkswagen',
      'Toyota',
      'Citroën',
      'Volvo',
      'Land',
    ]);
    expect(names(find({ sort: 'bid-desc' }))).toEqual(names(find({ sort: 'bid-asc' })).toReversed());
    expect(names(find({ sort: 'make' }))).toEqual([
      'Citroën',
      'Land',
      'Mercedes-Benz',
      'Toyota',
      'Volkswagen',
      'Volvo',
    ]);
  });

  it('searches make and model forgiving case, accents and Norwegian letters, every word must match', () => {
    expect(find({ query: 'GOLF' })).toEqual([golf]);
    expect(find({ query: 'citroen' })).toEqual([citroen]);
    expect(find({ query: 'skap' })).toEqual([hiace]);
    expect(find({ query: 'pabygg' })).toEqual([sprinter]);
    expect(find({ query: 'mercedes benz' })).toEqual([sprinter]);
    expect(find({ query: 'ec4' })).toEqual([citroen]);
    expect(find({ query: 'volvo golf' })).toEqual([]);
    expect(find({ query: '   ' })).toHaveLength(all.length);
  });

  it('filters by several makes, model year and highest bid ranges (ends included)', () => {
    expect(find({ makes: ['volvo', 'Land Rover'] })).toEqual([defender, volvo]);
    expect(find({ yearFrom: 2019, yearTo: 2020 })).toEqual([defender, golf, volvo]);
    // An auction without a year never meets a year bound.
    expect(find({ yearTo: 2030 })).not.toContain(hiace);
    expect(find({ bidFrom: 150_000, bidTo: 320_000 })).toEqual([citroen, volvo, hiace]);
    expect(find({ bidTo: 60_000 })).toEqual([sprinter]);
  });

  it('filters by ending within an hour, today (local midnight) and seven days', () => {
    expect(find({ endingWithin: '1h' })).toEqual([citroen, defender]);
    expect(find({ endingWithin: '7d' })).toEqual([citroen, defender, golf, sprinter, volvo]);
    const midnight = new Date(NOW);
    midnight.setHours(24, 0, 0, 0);
    expect(endingLimit('today', NOW)).toBe(midnight.getTime());
    expect(
      find({ endingWithin: 'today' }).every((a) => Date.parse(a.endDateTime) <= midnight.getTime()),
    ).toBe(true);
  });

  it('leaves out auctions whose end has passed when asked for ending soon', () => {
    const ended = auction('Kia Niro', '2020', -1, 100_000);
    const withEnded = indexAuctions([...all, ended]);
    const found = findAuctions(
      withEnded,
      { ...NO_CRITERIA, endingWithin: '1h' },
      { now: NOW, followed: new Set() },
    );
    expect(found).not.toContain(ended);
  });

  it('shows only followed auctions when asked, and combines every criterion', () => {
    expect(find({ followedOnly: true }, [golf.carDetails.carId, volvo.carDetails.carId])).toEqual([
      golf,
      volvo,
    ]);
    expect(
      find({ followedOnly: true, makes: ['Volvo'], query: 'xc', sort: 'bid-desc' }, [
        golf.carDetails.carId,
        volvo.carDetails.carId,
      ]),
    ).toEqual([volvo]);
  });

  it('lists the makes A–Z with their counts and keeps only chosen makes the list has', () => {
    const twoVolvos = indexAuctions([...all, auction('volvo V60', '2018', 50, null)]);
    expect(twoVolvos.makes.map((make) => `${make.label} ${make.count}`)).toEqual([
      'Citroën 1',
      'Land Rover 1',
      'Mercedes-Benz 1',
      'Toyota 1',
      'Volkswagen 1',
      'Volvo 2',
    ]);
    expect(knownMakes(index, ['VOLVO', 'Saab', 'citroen'])).toEqual(['Volvo', 'Citroën']);
  });

  it('counts the filters that narrow the list (not the sort, not the search)', () => {
    expect(activeFilterCount(NO_CRITERIA)).toBe(0);
    expect(
      activeFilterCount({
        ...NO_CRITERIA,
        sort: 'make',
        query: 'x',
        makes: ['Volvo'],
        yearFrom: 2000,
        bidTo: 5,
      }),
    ).toBe(3);
  });

  it('finds among 2,000 auctions with one pass per keystroke, the index built once', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      auction(i % 2 ? `Volvo XC${i}` : `Tesla Model ${i}`, String(2010 + (i % 12)), i, i * 1000),
    );
    const big = indexAuctions(many);
    const found = findAuctions(
      big,
      { ...NO_CRITERIA, query: 'tesla', sort: 'bid-desc' },
      {
        now: NOW,
        followed: new Set(),
      },
    );
    expect(found).toHaveLength(1000);
    expect(found[0]?.highestBid?.amount).toBe(1_998_000);
    // The sorted order is kept on the index: asking again reuses it.
    expect(big.sorted.get('bid-desc')).toBeDefined();
  });
});
