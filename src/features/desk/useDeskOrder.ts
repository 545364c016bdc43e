import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { auctionByCarQuery, carIdOfAuctionKey, type Auction } from '../../api/auctions';

type Rank = readonly [group: number, endsAt: number];

const UNLOADED: Rank = [2, 0];

/** Live auctions first, then closed ones, then those not (or no longer) loaded. */
function rankOf(auction: Auction | undefined, now: number): Rank {
  if (!auction) return UNLOADED;
  const endsAt = Date.parse(auction.endDateTime);
  return [auction.status === 'ACTIVE' && endsAt > now ? 0 : 1, endsAt];
}

/**
 * Keeps the order of the followed cars: each car's place is worked out again only when its own
 * auction changes in the cache (a push, a refetch), not on every cache event.
 */
function orderStore(queryClient: QueryClient, carIds: readonly string[]) {
  const ranks = new Map<string, Rank>();
  const now = Date.now();
  carIds.forEach((carId) =>
    ranks.set(carId, rankOf(queryClient.getQueryData(auctionByCarQuery(carId).queryKey), now)),
  );
  const sorted = () =>
    carIds
      .map((carId, index) => ({ carId, index, rank: ranks.get(carId) ?? UNLOADED }))
      .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
      .map(({ carId }) => carId)
      .join('\n');
  let order = sorted();

  return {
    getSnapshot: () => order,
    subscribe: (listener: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' && event.type !== 'removed') return;
        const carId = carIdOfAuctionKey(event.query.queryKey as QueryKey);
        if (carId === null || !ranks.has(carId)) return;
        const rank = rankOf(queryClient.getQueryData(auctionByCarQuery(carId).queryKey), Date.now());
        const before = ranks.get(carId);
        if (before && before[0] === rank[0] && before[1] === rank[1]) return;
        ranks.set(carId, rank);
        const next = sorted();
        if (next === order) return;
        order = next;
        listener();
      }),
  };
}

/**
 * The followed cars in desk order: ending soonest first, closed auctions after the live ones,
 * unloaded or gone ones last. Read from the query cache, which the socket keeps current; a push
 * that moves no car re-renders nothing here.
 */
export function useDeskOrder(carIds: readonly string[]): readonly string[] {
  const queryClient = useQueryClient();
  const store = useMemo(() => orderStore(queryClient, carIds), [queryClient, carIds]);
  const order = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return order === '' ? [] : order.split('\n');
}
