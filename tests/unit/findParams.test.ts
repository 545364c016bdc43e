import { describe, expect, it } from 'vitest';
import { NO_CRITERIA } from '../../src/rules/auctionFinder';
import { readFindParams, writeFindParams } from '../../src/features/auctions/findParams';

const read = (query: string) => readFindParams(new URLSearchParams(query));

describe('finder state in the URL', () => {
  it('reads nothing as the defaults: ending soonest, no filters, first page', () => {
    expect(read('')).toEqual({ criteria: NO_CRITERIA, page: 0 });
  });

  it('round-trips every criterion and the page', () => {
    const state = {
      criteria: {
        sort: 'bid-desc' as const,
        makes: ['Volvo', 'Land Rover'],
        yearFrom: 2015,
        yearTo: 2020,
        bidFrom: 100_000,
        bidTo: 300_000,
        endingWithin: 'today' as const,
        followedOnly: true,
        query: 'xc 90',
      },
      page: 2,
    };
    const params = writeFindParams(state);
    expect(params.getAll('make')).toEqual(['Volvo', 'Land Rover']);
    expect(readFindParams(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('leaves defaults out of the URL and keeps parameters that are not the finder’s', () => {
    const params = writeFindParams(
      { criteria: NO_CRITERIA, page: 0 },
      new URLSearchParams('lng=en&page=3&q=x'),
    );
    expect(params.toString()).toBe('lng=en');
  });

  it('drops nonsense silently: unknown sort and ending, bad years, amounts and pages', () => {
    const { criteria, page } = read(
      'sort=cheapest&ending=soon&yearFrom=20&yearTo=abcd&bidFrom=-5&bidTo=1e6&followed=yes&page=-1&make=%20&make=Volvo&make=volvo',
    );
    expect(criteria).toEqual({ ...NO_CRITERIA, makes: ['Volvo'] });
    expect(page).toBe(0);
    expect(read('yearFrom=1850&yearTo=2300').criteria.yearFrom).toBeNull();
    expect(read('page=2.5').page).toBe(0);
  });

  it('writes back what it read without the nonsense, keeping what is not its own (ui/useUrlState puts the URL right)', () => {
    const canonical = (search: string) =>
      writeFindParams(readFindParams(new URLSearchParams(search)), new URLSearchParams(search)).toString();
    expect(canonical('sort=nonsense&make=Volvo&lng=no')).toBe('lng=no&make=Volvo');
    expect(canonical('make=Volvo&sort=make&lng=no')).toBe('lng=no&sort=make&make=Volvo');
    expect(canonical('sort=ending-soon')).toBe('');
  });
});
