import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { auctionByCarQuery } from '../../api/auctions';
import { useHttp } from '../../api/http';

/**
 * When the end passes with the room open, the auction is fetched once more: the outcome must not
 * rest on a last push that went missing (the backend announces nothing at the end, contract §7.7).
 * A late bid that moved the end comes back with it, and the room opens again.
 */
export function useRefetchAtEnd(carId: string, ended: boolean): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  const wasEnded = useRef(ended);
  useEffect(() => {
    if (ended && !wasEnded.current) {
      void queryClient.refetchQueries({ queryKey: auctionByCarQuery(http, carId).queryKey });
    }
    wasEnded.current = ended;
  }, [http, ended, carId, queryClient]);
}
