import { makeOf } from './carMake';
import { compareNames, normalizeSearchText, searchTerms } from '../lib/searchText';

/**
 * Sort, filter and search over every active auction, in the browser (the backend has none of
 * them, contract §7.3). The list is indexed once when it arrives: normalised search text, make,
 * year, price and end time per auction, and each sort order the first time it is asked for. A
 * keystroke then costs one pass over the presorted list, with no sorting and no text work.
 */

export const SORTS = ['ending-soon', 'ending-late', 'bid-asc', 'bid-desc', 'make'] as const;
export type FinderSort = (typeof SORTS)[number];
export const DEFAULT_SORT: FinderSort = 'ending-soon';

export const ENDING_WITHIN = ['1h', 'today', '7d'] as const;
export type EndingWithin = (typeof ENDING_WITHIN)[number];

export interface FinderCriteria {
  sort: FinderSort;
  /** Makes as shown (or typed in a link); matched without regard to case or accents. */
  makes: readonly string[];
  yearFrom: number | null;
  yearTo: number | null;
  /** NOK, against the highest bid, or the starting price while there is none. */
  bidFrom: number | null;
  bidTo: number | null;
  endingWithin: EndingWithin | null;
  followedOnly: boolean;
  query: string;
}

export const NO_CRITERIA: FinderCriteria = {
  sort: DEFAULT_SORT,
  makes: [],
  yearFrom: null,
  yearTo: null,
  bidFrom: null,
  bidTo: null,
  endingWithin: null,
  followedOnly: false,
  query: '',
};

/** What the finder needs of an auction (the list's shape A has it). */
export interface FindableAuction {
  /** `DISABLED`: paused, listed after the running ones and never "ending within" (spec §10). */
  status?: string;
  startingPrice: number;
  endDateTime: string;
  highestBid?: { amount: number } | null;
  carDetails: { carId: string; makeModel: string; modelYear?: string | null };
}

interface Entry<A> {
  auction: A;
  carId: string;
  makeModel: string;
  /** Make and model normalised, without spaces: every searched word must occur in it. */
  text: string;
  makeKey: string;
  year: number | null;
  price: number;
  endsAt: number;
  paused: boolean;
}

export interface MakeOption {
  /** The make as first seen in the list, for display and for the URL. */
  label: string;
  count: number;
}

export interface FinderIndex<A> {
  readonly entries: readonly Entry<A>[];
  /** Every make in the list, A–Z, with how many auctions it has. */
  readonly makes: readonly MakeOption[];
  readonly sorted: Map<FinderSort, readonly Entry<A>[]>;
}

const byEnd = <A>(a: Entry<A>, b: Entry<A>) => a.endsAt - b.endsAt;
// A paused auction's end says nothing about when it ends: the end orders put it after the running ones.
const runningFirst = <A>(a: Entry<A>, b: Entry<A>) => Number(a.paused) - Number(b.paused);
const byName = <A>(a: Entry<A>, b: Entry<A>) => compareNames(a.makeModel, b.makeModel);

const COMPARATORS: Record<FinderSort, <A>(a: Entry<A>, b: Entry<A>) => number> = {
  'ending-soon': (a, b) => runningFirst(a, b) || byEnd(a, b) || byName(a, b),
  'ending-late': (a, b) => runningFirst(a, b) || byEnd(b, a) || byName(a, b),
  'bid-asc': (a, b) => a.price - b.price || byEnd(a, b),
  'bid-desc': (a, b) => b.price - a.price || byEnd(a, b),
  make: (a, b) => byName(a, b) || byEnd(a, b),
};

function yearOf(modelYear: string | null | undefined): number | null {
  const match = /^\s*(\d{4})/.exec(modelYear ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Indexes a list once; keep the result for as long as the list is the same (useMemo). */
export function indexAuctions<A extends FindableAuction>(auctions: readonly A[]): FinderIndex<A> {
  const makes = new Map<string, MakeOption>();
  // A list has a few dozen makes: each is normalised once.
  const makeKeys = new Map<string, string>();
  const entries = auctions.map((auction): Entry<A> => {
    const { carId, makeModel, modelYear } = auction.carDetails;
    const make = makeOf(makeModel);
    let makeKey = makeKeys.get(make);
    if (makeKey === undefined) {
      makeKey = normalizeSearchText(make);
      makeKeys.set(make, makeKey);
    }
    const option = makes.get(makeKey);
    if (option) option.count += 1;
    else if (makeKey !== '') makes.set(makeKey, { label: make, count: 1 });
    return {
      auction,
      carId,
      makeModel,
      text: normalizeSearchText(makeModel).replace(/ /g, ''),
      makeKey,
      year: yearOf(modelYear),
      price: auction.highestBid?.amount ?? auction.startingPrice,
      endsAt: Date.parse(auction.endDateTime),
      paused: auction.status === 'DISABLED',
    };
  });
  return {
    entries,
    makes: [...makes.values()].sort((a, b) => compareNames(a.label, b.label)),
    sorted: new Map(),
  };
}

/** Sorts the index in `sort`'s order ahead of need (idle time), so the first change to it is quick. */
export function presort<A>(index: FinderIndex<A>, sort: FinderSort): void {
  sortedEntries(index, sort);
}

function sortedEntries<A>(index: FinderIndex<A>, sort: FinderSort): readonly Entry<A>[] {
  let sorted = index.sorted.get(sort);
  if (!sorted) {
    sorted = index.entries.toSorted(COMPARATORS[sort]);
    index.sorted.set(sort, sorted);
  }
  return sorted;
}

/** The latest end an "ending within" filter lets through, local time for "today". */
export function endingLimit(within: EndingWithin, now: number): number {
  if (within === '1h') return now + 3_600_000;
  if (within === '7d') return now + 7 * 86_400_000;
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

export interface FindContext {
  now: number;
  /** Car ids the user follows (for "followed only"). */
  followed: ReadonlySet<string>;
}

/** The auctions that meet every criterion, in the chosen order: one pass over the presorted list. */
export function findAuctions<A>(index: FinderIndex<A>, criteria: FinderCriteria, context: FindContext): A[] {
  const terms = searchTerms(criteria.query);
  const makes = new Set(criteria.makes.map(normalizeSearchText));
  const { yearFrom, yearTo, bidFrom, bidTo, endingWithin, followedOnly } = criteria;
  const endLimit = endingWithin === null ? null : endingLimit(endingWithin, context.now);
  const found: A[] = [];
  for (const entry of sortedEntries(index, criteria.sort)) {
    if (makes.size > 0 && !makes.has(entry.makeKey)) continue;
    if (yearFrom !== null && (entry.year === null || entry.year < yearFrom)) continue;
    if (yearTo !== null && (entry.year === null || entry.year > yearTo)) continue;
    if (bidFrom !== null && entry.price < bidFrom) continue;
    if (bidTo !== null && entry.price > bidTo) continue;
    if (endLimit !== null && (entry.paused || entry.endsAt <= context.now || entry.endsAt > endLimit))
      continue;
    if (followedOnly && !context.followed.has(entry.carId)) continue;
    // Spaces and punctuation aside, so "etron" finds e-tron and "id4" finds ID.4.
    if (terms.length > 0 && !terms.every((term) => entry.text.includes(term))) continue;
    found.push(entry.auction);
  }
  return found;
}

/** How many criteria narrow the list (sort and search not counted): the "Filters (n)" badge. */
export function activeFilterCount(criteria: FinderCriteria): number {
  return (
    (criteria.makes.length > 0 ? 1 : 0) +
    (criteria.yearFrom !== null || criteria.yearTo !== null ? 1 : 0) +
    (criteria.bidFrom !== null || criteria.bidTo !== null ? 1 : 0) +
    (criteria.endingWithin !== null ? 1 : 0) +
    (criteria.followedOnly ? 1 : 0)
  );
}

/** The chosen makes that the list has, spelt as the list spells them (a link may name others). */
export function knownMakes<A>(index: FinderIndex<A>, makes: readonly string[]): string[] {
  const labels = new Map(index.makes.map((option) => [normalizeSearchText(option.label), option.label]));
  const known = makes.map((make) => labels.get(normalizeSearchText(make)));
  return [...new Set(known.filter((label) => label !== undefined))];
}
