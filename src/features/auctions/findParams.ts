import {
  DEFAULT_SORT,
  ENDING_WITHIN,
  NO_CRITERIA,
  SORTS,
  type EndingWithin,
  type FinderCriteria,
  type FinderSort,
} from '../../rules/auctionFinder';

/**
 * The finder's state in the URL, so that reload, back/forward and a shared link bring it back.
 * Reading is forgiving: anything that does not make sense is dropped, never an error. Writing
 * leaves out defaults and keeps parameters that are not the finder's (`lng`, say).
 */
const KEYS = {
  sort: 'sort',
  make: 'make',
  yearFrom: 'yearFrom',
  yearTo: 'yearTo',
  bidFrom: 'bidFrom',
  bidTo: 'bidTo',
  ending: 'ending',
  followed: 'followed',
  query: 'q',
  page: 'page',
} as const;

const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
const MAX_AMOUNT = 99_999_999;
const MAX_MAKES = 50;
const MAX_TEXT = 100;

export interface FindState {
  criteria: FinderCriteria;
  /** Zero-based (spec §9). */
  page: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}

/** A model year as typed: four digits in a sensible range, else no bound (a half-typed year is none yet). */
export const readYear = (raw: string | null): number | null => wholeNumber(raw, MIN_YEAR, MAX_YEAR);
/** An amount in NOK as typed, else no bound. */
export const readAmount = (raw: string | null): number | null => wholeNumber(raw, 0, MAX_AMOUNT);

function makes(search: URLSearchParams): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of search.getAll(KEYS.make)) {
    const make = raw.trim();
    const key = make.toLowerCase();
    if (make === '' || make.length > MAX_TEXT || seen.has(key) || result.length >= MAX_MAKES) continue;
    seen.add(key);
    result.push(make);
  }
  return result;
}

export function readFindParams(search: URLSearchParams): FindState {
  const sort = search.get(KEYS.sort);
  const ending = search.get(KEYS.ending);
  return {
    criteria: {
      sort: isOneOf<FinderSort>(SORTS, sort) ? sort : DEFAULT_SORT,
      makes: makes(search),
      yearFrom: readYear(search.get(KEYS.yearFrom)),
      yearTo: readYear(search.get(KEYS.yearTo)),
      bidFrom: readAmount(search.get(KEYS.bidFrom)),
      bidTo: readAmount(search.get(KEYS.bidTo)),
      endingWithin: isOneOf<EndingWithin>(ENDING_WITHIN, ending) ? ending : null,
      followedOnly: search.get(KEYS.followed) === '1',
      query: (search.get(KEYS.query) ?? '').slice(0, MAX_TEXT),
    },
    page: wholeNumber(search.get(KEYS.page), 0, MAX_AMOUNT) ?? 0,
  };
}

/** `base` with the finder's parameters replaced by `state`'s (defaults left out). */
export function writeFindParams(
  { criteria, page }: FindState,
  base = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  Object.values(KEYS).forEach((key) => next.delete(key));
  const set = (key: string, value: string | number | null, fallback: string | number | null = null) => {
    if (value !== null && value !== fallback && value !== '') next.set(key, String(value));
  };
  set(KEYS.query, criteria.query);
  set(KEYS.sort, criteria.sort, NO_CRITERIA.sort);
  criteria.makes.forEach((make) => next.append(KEYS.make, make));
  set(KEYS.yearFrom, criteria.yearFrom);
  set(KEYS.yearTo, criteria.yearTo);
  set(KEYS.bidFrom, criteria.bidFrom);
  set(KEYS.bidTo, criteria.bidTo);
  set(KEYS.ending, criteria.endingWithin);
  if (criteria.followedOnly) next.set(KEYS.followed, '1');
  set(KEYS.page, page, 0);
  return next;
}
