import { readPage, withPage } from '../../lib/pageParam';
import type { UrlCodec } from '../../ui/useUrlState';

/** A list's state in the page URL (?status=…&page=…), so reload, links and back keep it. */
export interface ListParams<Status extends string> {
  /** undefined: the list's default (all statuses, or its first filter). */
  status: Status | undefined;
  page: number;
}

/** The query parameters a list keeps its state in; two lists on one page need different ones. */
export interface ListParamNames {
  status: string;
  page: string;
}

export const DEFAULT_NAMES: ListParamNames = { status: 'status', page: 'page' };

/**
 * How a profile list's status and page live in the URL, for ui/useUrlState (docs/url-state.md): an
 * unknown status reads as the default, and the first page and the default status are left out.
 */
export function listCodec<Status extends string>(
  statuses: readonly Status[],
  names: ListParamNames = DEFAULT_NAMES,
): UrlCodec<ListParams<Status>> {
  return {
    read: (search) => ({
      status: statuses.find((candidate) => candidate === search.get(names.status)),
      page: readPage(search, names.page),
    }),
    write: ({ status, page }, base) => {
      const next = withPage(base, page, names.page);
      if (status === undefined) next.delete(names.status);
      else next.set(names.status, status);
      return next;
    },
  };
}
