import { useCallback, useMemo } from 'react';
import { NO_CRITERIA, type FinderCriteria } from '../../rules/auctionFinder';
import { normalizeSearchText } from '../../lib/searchText';
import { readAmount, readFindParams, readYear, writeFindParams } from './findParams';
import { useUrlState, type UrlCodec } from '../../ui/useUrlState';

/** The typed filters, as typed (a half-typed year stays in its field). */
export interface TypedFilters {
  query: string;
  yearFrom: string;
  yearTo: string;
  bidFrom: string;
  bidTo: string;
}

type TypedCriteria = Pick<FinderCriteria, 'query' | 'yearFrom' | 'yearTo' | 'bidFrom' | 'bidTo'>;

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

/** What the finder shows: the picks, the typed filters as typed, and the page. */
interface FinderDraft {
  picked: FinderCriteria;
  typed: TypedFilters;
  page: number;
}

const criteriaOf = ({ picked, typed }: FinderDraft): FinderCriteria => ({ ...picked, ...parsed(typed) });

const codec: UrlCodec<FinderDraft> = {
  read: (params) => {
    const { criteria, page } = readFindParams(params);
    return { picked: criteria, typed: typedOf(criteria), page };
  },
  write: (draft, base) => writeFindParams({ criteria: criteriaOf(draft), page: draft.page }, base),
};

/**
 * The finder's state, kept in the URL the one way (ui/useUrlState: reload, back/forward and shared
 * links restore it). Typed filters (search, years, amounts) apply to the list at once and reach the
 * URL when typing pauses, replacing the entry; a pick (make, ending, followed, sort, page) is a new
 * entry.
 */
export function useFinderState() {
  const { state, set, type, replace } = useUrlState(codec);
  const { picked, typed } = state;
  const criteria = useMemo(() => criteriaOf({ picked, typed, page: 0 }), [picked, typed]);

  const setTyped = useCallback(
    (field: keyof TypedFilters, value: string) =>
      type((draft) => ({ ...draft, typed: { ...draft.typed, [field]: value }, page: 0 })),
    [type],
  );

  /** Every filter and the search cleared; the sort stays. */
  const clearFilters = useCallback(
    () =>
      set((draft) => {
        const cleared = { ...NO_CRITERIA, sort: draft.picked.sort };
        return { picked: cleared, typed: typedOf(cleared), page: 0 };
      }),
    [set],
  );

  return {
    criteria,
    page: state.page,
    typed,
    setTyped,
    /** A picked filter or sort: a new history entry, back to the first page. */
    pick: useCallback(
      (change: Partial<FinderCriteria>) =>
        set((draft) => ({ ...draft, picked: { ...criteriaOf(draft), ...change }, page: 0 })),
      [set],
    ),
    setPage: useCallback((page: number) => set((draft) => ({ ...draft, page })), [set]),
    /** One make ticked or unticked, the others kept (matched without regard to case or accents). */
    toggleMake: useCallback(
      (make: string, checked: boolean) =>
        set((draft) => {
          const key = normalizeSearchText(make);
          const rest = draft.picked.makes.filter((chosen) => normalizeSearchText(chosen) !== key);
          return {
            ...draft,
            picked: { ...criteriaOf(draft), makes: checked ? [...rest, make] : rest },
            page: 0,
          };
        }),
      [set],
    ),
    clearFilters,
    /** Puts the URL right without a new entry (makes the list lacks, a page past the end). */
    replaceUrl: useCallback(
      (fix: Partial<FinderCriteria>, page: number) =>
        replace((draft) => ({ ...draft, picked: { ...criteriaOf(draft), ...fix }, page })),
      [replace],
    ),
  };
}
