import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { auctionByCarQuery } from '../../api/auctions';

/** Live auctions first, then closed ones, then those not (or no longer) loaded. */
function rankOf(queryClient: QueryClient, carId: string, now: number): [number, number] {
  const auction = queryClient.getQueryData(auctionByCarQuery(carId).queryKey);
  if (!auction) return [2, 0];
  const endsAt = Date.parse(auction.endDateTime);
  return [auction.status === 'ACTIVE' && endsAt > now ? 0 : 1, endsAt];
}

function orderOf(queryClient: QueryClient, carIds: readonly string[]): string {
  const now = Date.now();
  const ranked = carIds.map((carId, index) => ({ carId, index, rank: rankOf(queryClient, carId, now) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index);
  return ranked.map(({ carId }) => carId).join('\n');
}

/**
 * The followed cars in desk order: ending soonest first, closed auctions after the live ones,
 * unloaded or gone ones last. Read from the query cache, which the socket keeps current; the
 * order is a string, so a push that changes no place re-renders nothing here.
 */
export function useDeskOrder(carIds: readonly string[]): readonly string[] {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const snapshot = useCallback(() => orderOf(queryClient, carIds), [queryClient, carIds]);
  const order = useSyncExternalStore(subscribe, snapshot, snapshot);
  return order === '' ? [] : order.split('\n');
}
