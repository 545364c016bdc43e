import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auctionByCarKey } from '../api/auctions';
import { CLOSING_READ_MS } from '../config';

/**
 * While an auction is closing (past its end on the server's clock, not FINISHED:
 * rules/auctionPhase), the room and the desk read it at once and then every CLOSING_READ_MS until
 * the server says FINISHED: the backend announces nothing at the end (contract §7.7), and a late
 * bid that moved the end comes back with it, and bidding opens again. A few requests per auction:
 * the finish job runs at the end.
 */
export function useReadWhileClosing(carId: string, closing: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!closing) return undefined;
    const read = () => void queryClient.refetchQueries({ queryKey: auctionByCarKey(carId), type: 'active' });
    read();
    const timer = setInterval(read, CLOSING_READ_MS);
    return () => clearInterval(timer);
  }, [queryClient, carId, closing]);
}
