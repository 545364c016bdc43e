import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_CRITERIA, type FinderCriteria } from '../../lib/auctionFinder';
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

interface Draft {
  typed: TypedFilters;
  /** What the URL held when the draft last matched it: a different URL came from elsewhere. */
  synced: TypedCriteria;
}

/**
 * The finder's state, kept in the URL (reload, back/forward and shared links restore it). Typed
 * filters (search, years, amounts) apply to the list at once and reach the URL when typing
 * pauses, replacing the entry; a pick (make, ending, followed, sort, page) is a new entry.
 */
export function useFinderState() {
  const [params, setParams] = useSearchParams();
  const url = useMemo(() => readFindParams(params), [params]);
  const [draft, setDraft] = useState<Draft>(() => ({ typed: typedOf(url.criteria), synced: url.criteria }));

  // Back, forward or a link changed the URL under the fields: the fields follow it.
  if (!sameTyped(url.criteria, draft.synced))
    setDraft({ typed: typedOf(url.criteria), synced: url.criteria });

  const typedCriteria = useMemo(() => parsed(draft.typed), [draft.typed]);
  const unsaved = !sameTyped(typedCriteria, draft.synced);
  const criteria = useMemo<FinderCriteria>(
    () => ({ ...url.criteria, ...typedCriteria }),
    [url.criteria, typedCriteria],
  );

  // Nonsense in the URL is dropped quietly, without a new history entry.
  useEffect(() => {
    const canonical = canonicalFindParams(params);
    if (canonical) setParams(canonical, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const timer = setTimeout(() => {
      setDraft((current) => ({ ...current, synced: typedCriteria }));
      setParams((current) => writeFindParams({ criteria, page: 0 }, current), { replace: true });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unsaved, typedCriteria, criteria, setParams]);

  const setTyped = useCallback(
    (field: keyof TypedFilters, value: string) =>
      setDraft((current) => ({ ...current, typed: { ...current.typed, [field]: value } })),
    [],
  );

  /** A picked filter or sort: a new history entry, back to the first page. */
  const pick = useCallback(
    (change: Partial<FinderCriteria>) => {
      setDraft((current) => ({ ...current, synced: parsed(current.typed) }));
      setParams((current) => writeFindParams({ criteria: { ...criteria, ...change }, page: 0 }, current));
    },
    [criteria, setParams],
  );

  const setPage = useCallback(
    (page: number) => setParams((current) => writeFindParams({ criteria, page }, current)),
    [criteria, setParams],
  );

  /** Every filter and the search cleared; the sort stays. */
  const clearFilters = useCallback(() => {
    const cleared = { ...NO_CRITERIA, sort: criteria.sort };
    setDraft({ typed: typedOf(cleared), synced: cleared });
    setParams((current) => writeFindParams({ criteria: cleared, page: 0 }, current));
  }, [criteria.sort, setParams]);

  return {
    criteria,
    /** While typing has not reached the URL, the list shows its first page. */
    page: unsaved ? 0 : url.page,
    typed: draft.typed,
    setTyped,
    pick,
    setPage,
    clearFilters,
    /** Puts the URL right without a new entry (nonsense dropped, a page past the end). */
    replaceUrl: useCallback(
      (criteriaFix: Partial<FinderCriteria>, page: number) =>
        setParams(
          (current) => writeFindParams({ criteria: { ...criteria, ...criteriaFix }, page }, current),
          {
            replace: true,
          },
        ),
      [criteria, setParams],
    ),
  };
}
