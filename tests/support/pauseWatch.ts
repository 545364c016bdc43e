import { http, HttpResponse } from 'msw';

/** The list values the watch asks, and the statuses (either vocabulary, contract §7.1) each lists. */
const LISTED: Record<string, Set<string>> = {
  Aktivt: new Set(['ACTIVE', 'Aktivt']),
  Deaktivert: new Set(['DISABLED', 'Deaktivert']),
};

/**
 * `GET /api/v1/auctions?status=Aktivt|Deaktivert&ids=…`, the screens' watch (contract §14.10),
 * answered from what the test's backend holds for each car (`auctionOf`: shape B, or undefined):
 * the auctions of that status among the ids, one page. A list without `ids` (the finder's) falls
 * through to the test's own handlers. `calls` counts the watch's requests; `calls.reached(n)`
 * settles once the n-th has been answered (a check that changes nothing on screen gives no DOM
 * change for Testing Library's waitFor to wake on while setInterval is faked).
 */
export function pauseWatchHandler(auctionOf: (carId: string) => unknown) {
  const waiting: { count: number; resolve: () => void }[] = [];
  const calls = {
    count: 0,
    reached: (count: number) =>
      new Promise<void>((resolve) => {
        if (calls.count >= count) resolve();
        else waiting.push({ count, resolve });
      }),
  };
  const handler = http.get('/api/v1/auctions', ({ request }) => {
    const url = new URL(request.url);
    const statuses = LISTED[url.searchParams.get('status') ?? ''];
    const carIds = (url.searchParams.get('ids') ?? '').split(',').filter((id) => id !== '');
    if (statuses === undefined || carIds.length === 0) return undefined;
    calls.count += 1;
    const items = carIds
      .map(auctionOf)
      .filter((auction) => statuses.has(String((auction as { status?: unknown } | undefined)?.status)));
    for (const waiter of waiting.filter((entry) => entry.count <= calls.count)) waiter.resolve();
    return HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });
  });
  return { handler, calls };
}
