import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { auctionByCarQuery, placeAutoBid, placeBid } from '../api/auctions';
import { subscribeConnectionState, type ConnectionState } from './connectionState';
import { followAuction } from './followAuction';
import { connectionState, publish, type BidDestination } from './stompConnection';

/** How a bid left the client: over the socket, or over HTTP while the socket was down. */
export type SentBy = 'socket' | 'http';

/** Sends a car's bids over the shared socket, or over HTTP while it is down. */
export interface BidChannel {
  /** Rejects with an ApiError when the HTTP fallback is refused. */
  sendBid: (auctionId: string, amount: number) => Promise<SentBy>;
  sendAutoBid: (auctionId: string, limitAmount: number) => Promise<SentBy>;
}

export interface AuctionStream extends ConnectionState, BidChannel {}

/** The shared connection's status and problem, for an indicator and for choosing how to send. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnectionState, connectionState, connectionState);
}

/**
 * Follows the live auctions of these cars into the query cache while mounted, all on the one
 * shared connection; read them with `useQuery(auctionByCarQuery(carId))`. The set may change
 * between renders: only the cars added or dropped are (un)subscribed.
 */
export function useAuctionTopics(carIds: readonly string[]): void {
  const queryClient = useQueryClient();
  // A stable key, so a new array with the same cars changes nothing.
  const key = [...new Set(carIds)].sort().join('\n');
  useEffect(() => {
    const releases = key === '' ? [] : key.split('\n').map((carId) => followAuction(queryClient, carId));
    return () => releases.forEach((release) => release());
  }, [key, queryClient]);
}

/**
 * Sending bids for one car without following it (a screen that follows many cars at once does
 * that with `useAuctionTopics`): over the socket, or over HTTP while it is down, after which the
 * auction is refetched, since the HTTP answer carries no bids.
 */
export function useBidChannel(carId: string): BidChannel {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (destination: BidDestination, body: object, http: () => Promise<unknown>) => {
      if (publish(destination, body)) return 'socket' as const;
      await http();
      // The HTTP answer is shape A without bids; the full auction comes from by-car.
      void queryClient.refetchQueries({ queryKey: auctionByCarQuery(carId).queryKey });
      return 'http' as const;
    },
    [carId, queryClient],
  );

  const sendBid = useCallback(
    (auctionId: string, amount: number) =>
      send('/app/place-bid', { auctionId, amount }, () => placeBid({ auctionId, amount })),
    [send],
  );
  const sendAutoBid = useCallback(
    (auctionId: string, limitAmount: number) =>
      send('/app/place-auto-bid', { auctionId, limitAmount }, () => placeAutoBid({ auctionId, limitAmount })),
    [send],
  );
  return useMemo(() => ({ sendBid, sendAutoBid }), [sendBid, sendAutoBid]);
}

/**
 * The live auction of one car (DESIGN.md §2): follows its topic into `auctionByCarQuery(carId)`,
 * and sends bids over the socket, or over HTTP while it is down.
 */
export function useAuctionStream(carId: string): AuctionStream {
  const carIds = useMemo(() => [carId], [carId]);
  useAuctionTopics(carIds);
  const { status, problem } = useConnectionState();
  const { sendBid, sendAutoBid } = useBidChannel(carId);
  return { status, problem, sendBid, sendAutoBid };
}
