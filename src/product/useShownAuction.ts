import { useQuery } from '@tanstack/react-query';
import { auctionByCarQuery } from '../api/auctions';
import { useHttp } from '../api/http';

/**
 * One car's auction as a screen that bids shows it (the room, a desk row): the backend's answers
 * only, read again for each push (realtime/followAuction.ts) and for a pause or a resume the
 * screen's pause watch finds (product/usePauseWatch.ts). Nothing a push says is shown unread.
 */
export function useShownAuction(carId: string) {
  const http = useHttp();
  return useQuery(auctionByCarQuery(http, carId));
}
