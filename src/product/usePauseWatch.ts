import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auctionByCarKey, type Auction } from '../api/auctions';
import { pausedAuctionsOfCarsQuery } from '../api/auctionsOfCars';
import { useHttp } from '../api/http';
import { PAUSE_CHECK_MS } from '../config';

/**
 * Finds a pause or a resume of the auctions on screen (the room's one, the desk's many), which the
 * backend never pushes (contract §14.10): one `GET /auctions?status=Deaktivert&ids=…` for all of them
 * every PAUSE_CHECK_MS while the tab is visible (TanStack pauses the interval in the background)
 * and at once when the tab comes back. An auction whose answer disagrees with what the screen shows
 * (listed as paused but shown open, or shown paused but no longer listed) is read again in full
 * (`GET /auctions/by-car/{carId}`), and that answer is what the screen shows.
 */
export function usePauseWatch(carIds: readonly string[]): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  const sorted = [...new Set(carIds)].sort();
  const [first, ...rest] = sorted;
  const watch = useQuery({
    ...pausedAuctionsOfCarsQuery(http, [first ?? '', ...rest]),
    enabled: first !== undefined,
    refetchInterval: PAUSE_CHECK_MS,
    refetchOnWindowFocus: 'always',
  });
  const { data, dataUpdatedAt } = watch;
  const key = sorted.join('\n');
  useEffect(() => {
    if (!data) return;
    const paused = new Set(data.map((auction) => auction.carDetails.carId));
    for (const carId of key.split('\n')) {
      const queryKey = auctionByCarKey(carId);
      const shown = queryClient.getQueryData<Auction>(queryKey);
      if (shown !== undefined && (shown.status === 'DISABLED') !== paused.has(carId))
        void queryClient.refetchQueries({ queryKey, type: 'active' });
    }
    // Every answer is compared, also one equal to the last (dataUpdatedAt): the screen may have moved.
  }, [data, dataUpdatedAt, key, queryClient]);
}
