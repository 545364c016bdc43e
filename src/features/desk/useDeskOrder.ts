import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { auctionByCarQuery, type Auction } from '../../api/auctions';
import { useHttp } from '../../api/http';
import { usePart } from '../../core/appInstance';
import { clock } from '../../core/clock';
import { auctionPhase } from '../../rules/auctionOutcome';

type Rank = readonly [group: number, endsAt: number];

const UNLOADED: Rank = [2, 0];

/**
 * Live auctions first (running or closing on the server's clock: rules/auctionOutcome), then closed
 * ones, then those not (or no longer) loaded.
 */
function rankOf(auction: Auction | undefined, now: number): Rank {
  if (!auction) return UNLOADED;
  const endsAt = Date.parse(auction.endDateTime);
  const phase = auctionPhase(auction, now);
  return [phase === 'running' || phase === 'closing' ? 0 : 1, endsAt];
}

/**
 * The followed cars in desk order: ending soonest first, closed auctions after the live ones,
 * unloaded or gone ones last. Read from the query cache, which the socket keeps current. TanStack
 * Query keeps the combined order when it comes out the same (structural sharing), so a push that
 * moves no car re-renders nothing here.
 */
export function useDeskOrder(carIds: readonly string[]): readonly string[] {
  const http = useHttp();
  const { now: serverNow } = usePart(clock);
  const queries = useMemo(() => carIds.map((carId) => auctionByCarQuery(http, carId)), [http, carIds]);
  const combine = useCallback(
    (results: UseQueryResult<Auction>[]) => {
      // The server's time (the shared clock): what is live follows the auction's clock.
      const now = serverNow();
      return carIds
        .map((carId, index) => ({ carId, index, rank: rankOf(results[index]?.data, now) }))
        .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
        .map(({ carId }) => carId);
    },
    [carIds, serverNow],
  );
  return useQueries({ queries, combine });
}
