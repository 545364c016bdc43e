import { useQuery } from '@tanstack/react-query';
import { auctionByCarQuery, type Auction } from '../api/auctions';
import { PAUSED_RECHECK_MS } from '../config';
import { useHttp } from '../api/http';

const isPaused = (query: { state: { data: Auction | undefined } }) => query.state.data?.status === 'DISABLED';

/**
 * One car's auction as a screen that bids shows it (the room, a desk row), live from the cache the
 * socket writes. A paused auction is read again every PAUSED_RECHECK_MS while it is on screen and
 * the tab is visible (TanStack pauses the interval in the background), and at once when the tab
 * comes back: the backend never broadcasts a resume (contract §14.2), so this is how bidding
 * comes back without a reload. Nothing else is polled: an open auction's changes are pushed.
 */
export function useShownAuction(carId: string) {
  const http = useHttp();
  return useQuery({
    ...auctionByCarQuery(http, carId),
    refetchInterval: (query) => (isPaused(query) ? PAUSED_RECHECK_MS : false),
    refetchOnWindowFocus: (query) => (isPaused(query) ? 'always' : true),
  });
}
