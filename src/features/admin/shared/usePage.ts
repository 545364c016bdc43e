import { useEffect, useMemo } from 'react';

/** How many rows a console list shows a page. */
export const CONSOLE_PAGE_SIZE = 10;

/**
 * One page of a console list. A page past the end (a shared link, a list that shrank) shows the
 * last one, and once the list is loaded the URL is put right without a new entry.
 */
export function usePage<Item>(
  items: readonly Item[],
  page: number,
  loaded: boolean,
  fixPage: (page: number) => void,
) {
  const totalPages = Math.ceil(items.length / CONSOLE_PAGE_SIZE);
  const shownPage = Math.min(page, Math.max(0, totalPages - 1));
  useEffect(() => {
    if (loaded && shownPage !== page) fixPage(shownPage);
  }, [loaded, shownPage, page, fixPage]);
  const shown = useMemo(
    () => items.slice(shownPage * CONSOLE_PAGE_SIZE, (shownPage + 1) * CONSOLE_PAGE_SIZE),
    [items, shownPage],
  );
  return { page: shownPage, totalPages, shown };
}
