import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { usePart } from '../core/appInstance';
import type { ConnectionState } from './connectionState';
import { auctionFollows } from './followAuction';
import { useStompConnection } from './stompConnection';

/** The shared connection's status and problem, for an indicator and for choosing how to send. */
export function useConnectionState(): ConnectionState {
  const connection = useStompConnection();
  return useSyncExternalStore(connection.subscribeState, connection.state, connection.state);
}

/**
 * Follows the live auctions of these cars into the query cache while mounted, all on the one
 * shared connection; read them with `useQuery(auctionByCarQuery(carId))`. The set may change
 * between renders: only the cars added or dropped are (un)subscribed.
 */
export function useAuctionTopics(carIds: readonly string[]): void {
  const follows = usePart(auctionFollows);
  // A stable key, so a new array with the same cars changes nothing.
  const key = [...new Set(carIds)].sort().join('\n');
  useEffect(() => {
    const releases = key === '' ? [] : key.split('\n').map((carId) => follows.follow(carId));
    return () => releases.forEach((release) => release());
  }, [key, follows]);
}

/**
 * The live auction of one car (docs/live.md): follows its topic into `auctionByCarQuery(carId)`
 * and tells the connection's state. Bids go through the bid pipeline (product/bidPipeline).
 */
export function useAuctionConnection(carId: string): ConnectionState {
  const carIds = useMemo(() => [carId], [carId]);
  useAuctionTopics(carIds);
  return useConnectionState();
}
