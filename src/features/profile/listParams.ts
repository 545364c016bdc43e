import { readPage, withPage } from '../../lib/pageParam';

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

const DEFAULT_NAMES: ListParamNames = { status: 'status', page: 'page' };

export function readListParams<Status extends string>(
  search: URLSearchParams,
  statuses: readonly Status[],
  names: ListParamNames = DEFAULT_NAMES,
): ListParams<Status> {
  const status = statuses.find((candidate) => candidate === search.get(names.status));
  return { status, page: readPage(search, names.page) };
}

/** A copy of `search` with the list's parameters set; the first page and the default status are left out. */
export function writeListParams<Status extends string>(
  search: URLSearchParams,
  { status, page }: ListParams<Status>,
  names: ListParamNames = DEFAULT_NAMES,
): URLSearchParams {
  const next = withPage(search, page, names.page);
  if (status === undefined) next.delete(names.status);
  else next.set(names.status, status);
  return next;
}
