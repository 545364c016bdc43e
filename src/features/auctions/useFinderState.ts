import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_CRITERIA, type FinderCriteria } from '../../lib/auctionFinder';
import { normalizeSearchText } from '../../lib/searchText';
import {
  canonicalFindParams,
  readAmount,
  readFindParams,
  readYear,
  writeFindParams,
} from '../../lib/findParams';

/** The typed filters, as typed (a half-typed year stays in its field). */
export interface TypedFilters {
  query: string;
  yearFrom: string;
  yearTo: string;
  bidFrom: string;
  bidTo: string;
}

type TypedCriteria = Pick<FinderCriteria, 'query' | 'yearFrom' | 'yearTo' | 'bidFrom' | 'bidTo'>;

/** How long typing may pause before the URL follows (browsers limit how often it may change). */
const URL_DELAY_MS = 400;

const shown = (value: number | null) => (value === null ? '' : String(value));

const typedOf = (criteria: FinderCriteria): TypedFilters => ({
  query: criteria.query,
  yearFrom: shown(criteria.yearFrom),
  yearTo: shown(criteria.yearTo),
  bidFrom: shown(criteria.bidFrom),
  bidTo: shown(criteria.bidTo),
});

const parsed = (typed: TypedFilters): TypedCriteria => ({
  query: typed.query,
  yearFrom: readYear(typed.yearFrom),
  yearTo: readYear(typed.yearTo),
  bidFrom: readAmount(typed.bidFrom),
  bidTo: readAmount(typed.bidTo),
});

const sameTyped = (a: TypedCriteria, b: TypedCriteria) =>
  a.query === b.query &&
  a.yearFrom === b.yearFrom &&
  a.yearTo === b.yearTo &&
  a.bidFrom === b.bidFrom &&
  a.bidTo === b.bidTo;

/**
 * What the screen shows. It changes at once (controls stay in step with the hand); the URL
 * follows in a router transition, a moment later.
 */
interface Draft {
  criteria: FinderCriteria;
  typed: TypedFilters;
  page: number;
  /** The typed filters as the URL last received them. */
  saved: TypedCriteria;
  /** URLs this draft wrote or agrees with; any other came from elsewhere (back, forward, a link). */
  known: readonly string[];
}

function draftOf(params: URLSearchParams): Draft {
  const { criteria, page } = readFindParams(params);
  return { criteria, typed: typedOf(criteria), page, saved: criteria, known: [params.toString()] };
}

/**
 * The finder's state, kept in the URL (reload, back/forward and shared links restore it). Typed
 * filters (search, years, amounts) apply to the list at once and reach the URL when typing
 * pauses, replacing the entry; a pick (make, ending, followed, sort, page) is a new entry.
 */
export function useFinderState() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => draftOf(params));
  const current = params.toString();

  // Back, forward or a link changed the URL: the screen follows it. Once the URL has caught up
  // with the last write, older URLs of ours count as foreign again.
  if (!draft.known.includes(current)) setDraft(draftOf(params));
  else if (draft.known.length > 1 && current === draft.known.at(-1)) setDraft({ ...draft, known: [current] });

  const typedCriteria = useMemo(() => parsed(draft.typed), [draft.typed]);
  const criteria = useMemo<FinderCriteria>(
    () => ({ ...draft.criteria, ...typedCriteria }),
    [draft.criteria, typedCriteria],
  );
  const unsaved = !sameTyped(typedCriteria, draft.saved);
  // The picks read the latest criteria and URL when they happen, so their callbacks stay the same
  // while typing and picking: the filter panel and its makes do not redraw on every change.
  const latest = useRef(criteria);
  const url = useRef({ params, setParams });
  const urlWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = criteria;
    url.current = { params, setParams };
  }, [criteria, params, setParams]);

  const write = useCallback((next: FinderCriteria, page: number, replace: boolean) => {
    const target = writeFindParams({ criteria: next, page }, url.current.params).toString();
    setDraft((state) => ({
      ...state,
      criteria: next,
      page,
      saved: next,
      known: [...state.known, target],
    }));
    // The list changes now; the URL a task later, once the browser has drawn it: writing history
    // (pushState) took about a quarter of a pick's work at 2,000 auctions (bench/README.md).
    urlWrite.current = setTimeout(() => url.current.setParams(target, { replace }));
  }, []);
  // A URL not written yet when the finder goes (a link followed at once) is not written later.
  useEffect(() => () => clearTimeout(urlWrite.current), []);

  // Nonsense in the URL is dropped quietly, without a new history entry.
  useEffect(() => {
    const canonical = canonicalFindParams(params);
    if (canonical) setParams(canonical, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const timer = setTimeout(() => write(criteria, 0, true), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unsaved, criteria, write]);

  const setTyped = useCallback(
    (field: keyof TypedFilters, value: string) =>
      setDraft((state) => ({ ...state, typed: { ...state.typed, [field]: value }, page: 0 })),
    [],
  );

  /** Every filter and the search cleared; the sort stays. */
  const clearFilters = useCallback(() => {
    const cleared = { ...NO_CRITERIA, sort: latest.current.sort };
    setDraft((state) => ({ ...state, typed: typedOf(cleared) }));
    write(cleared, 0, false);
  }, [write]);

  return {
    criteria,
    page: draft.page,
    typed: draft.typed,
    setTyped,
    /** A picked filter or sort: a new history entry, back to the first page. */
    pick: useCallback(
      (change: Partial<FinderCriteria>) => write({ ...latest.current, ...change }, 0, false),
      [write],
    ),
    setPage: useCallback((page: number) => write(latest.current, page, false), [write]),
    /** One make ticked or unticked, the others kept (matched without regard to case or accents). */
    toggleMake: useCallback(
      (make: string, checked: boolean) => {
        const key = normalizeSearchText(make);
        const rest = latest.current.makes.filter((chosen) => normalizeSearchText(chosen) !== key);
        write({ ...latest.current, makes: checked ? [...rest, make] : rest }, 0, false);
      },
      [write],
    ),
    clearFilters,
    /** Puts the URL right without a new entry (makes the list lacks, a page past the end). */
    replaceUrl: useCallback(
      (fix: Partial<FinderCriteria>, page: number) => write({ ...latest.current, ...fix }, page, true),
      [write],
    ),
  };
}
