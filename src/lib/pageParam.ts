import { FIRST_PAGE } from '../config';

/** A list's zero-based page lives in the URL (`?page=2`), so reload and back keep it. */
const PAGE_PARAM = 'page';

/**
 * The page in `search`: the first page for a missing, negative, fractional or unreadable value.
 * `name` for a list that shares its page with another list.
 */
export function readPage(search: URLSearchParams, name = PAGE_PARAM): number {
  const page = Number(search.get(name));
  return Number.isSafeInteger(page) && page > FIRST_PAGE ? page : FIRST_PAGE;
}

/** A copy of `search` on `page`; the first page is left out, so the plain address means it. */
export function withPage(search: URLSearchParams, page: number, name = PAGE_PARAM): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === FIRST_PAGE) next.delete(name);
  else next.set(name, String(page));
  return next;
}
