import * as z from 'zod/mini';

/** Paged body (contract §0): zero-based pages; `totalElements`/`currentPage` are extras the client ignores. */
export function pagedSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    totalPages: z.int().check(z.minimum(0)),
  });
}
