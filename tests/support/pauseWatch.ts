import { http, HttpResponse } from 'msw';

const PAUSED = new Set(['DISABLED', 'Deaktivert']);

/**
 * `GET /api/v1/auctions?status=Deaktivert&ids=…`, the screens' pause watch (contract §14.10),
 * answered from what the test's backend holds for each car (`auctionOf`: shape B, or undefined):
 * the paused ones among the ids, one page. Other lists fall through to the test's own handlers.
 * `calls` counts the watch's requests.
 */
export function pauseWatchHandler(auctionOf: (carId: string) => unknown) {
  const calls = { count: 0 };
  const handler = http.get('/api/v1/auctions', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('status') !== 'Deaktivert') return undefined;
    calls.count += 1;
    const carIds = (url.searchParams.get('ids') ?? '').split(',').filter((id) => id !== '');
    const items = carIds
      .map(auctionOf)
      .filter((auction) => PAUSED.has(String((auction as { status?: unknown } | undefined)?.status)));
    return HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });
  });
  return { handler, calls };
}
