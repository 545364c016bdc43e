import { useCallback, useMemo } from 'react';
import { readPage, withPage } from '../../../lib/pageParam';
import { useUrlState, type UrlCodec } from '../../../ui/useUrlState';

/** The search's URL parameter, as the finder names it (features/auctions/findParams.ts). */
const QUERY_PARAM = 'q';
const FILTER_PARAM = 'filter';
const MAX_QUERY = 100;

/** A console screen's lists in the URL: one search, one filter, and each list's page. */
export interface ConsoleListState<Filter extends string> {
  query: string;
  /** undefined: the screen's default filter. */
  filter: Filter | undefined;
  /** Each list's zero-based page, by its URL parameter (`page`, or one per list). */
  pages: Readonly<Record<string, number>>;
}

interface ConsoleListOptions<Filter extends string> {
  /** The page parameters of the screen's lists. */
  pageParams: readonly string[];
  filters?: readonly Filter[];
}

/** How a console screen's lists live in the URL; made once per screen, at module level. */
export function consoleListCodec<Filter extends string = never>({
  pageParams,
  filters = [],
}: ConsoleListOptions<Filter>): UrlCodec<ConsoleListState<Filter>> {
  return {
    read: (params) => ({
      query: (params.get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY),
      filter: filters.find((filter) => filter === params.get(FILTER_PARAM)),
      pages: Object.fromEntries(pageParams.map((name) => [name, readPage(params, name)])),
    }),
    write: ({ query, filter, pages }, base) => {
      let next = new URLSearchParams(base);
      for (const name of pageParams) next = withPage(next, pages[name] ?? 0, name);
      if (query === '') next.delete(QUERY_PARAM);
      else next.set(QUERY_PARAM, query);
      if (filter === undefined) next.delete(FILTER_PARAM);
      else next.set(FILTER_PARAM, filter);
      return next;
    },
  };
}

const firstPages = (pages: Readonly<Record<string, number>>) =>
  Object.fromEntries(Object.keys(pages).map((name) => [name, 0]));

/**
 * A console screen's search, filter and pages, kept in the URL the finder's way (ui/useUrlState):
 * a page or a filter is a new history entry, typing replaces the entry once it pauses; a new
 * search or filter starts every list at its first page.
 */
export function useConsoleList<Filter extends string>(codec: UrlCodec<ConsoleListState<Filter>>) {
  const { state, set, type, replace } = useUrlState(codec);
  const setQuery = useCallback(
    (query: string) => type((current) => ({ ...current, query, pages: firstPages(current.pages) })),
    [type],
  );
  const setFilter = useCallback(
    (filter: Filter | undefined) =>
      set((current) => ({ ...current, filter, pages: firstPages(current.pages) })),
    [set],
  );
  const setPage = useCallback(
    (name: string, page: number) =>
      set((current) => ({ ...current, pages: { ...current.pages, [name]: page } })),
    [set],
  );
  const fixPage = useCallback(
    (name: string, page: number) =>
      replace((current) => ({ ...current, pages: { ...current.pages, [name]: page } })),
    [replace],
  );
  return useMemo(
    () => ({ ...state, setQuery, setFilter, setPage, fixPage }),
    [state, setQuery, setFilter, setPage, fixPage],
  );
}
