import { hashKey, type QueryClient } from '@tanstack/react-query';
import { auctionByCarKey, type Auction } from '../api/auctions';
import { countAutoBids, countBids } from '../rules/bidding';

export type BidKind = 'bid' | 'autoBid';

export interface PendingBid {
  carId: string;
  kind: BidKind;
  amount: number;
}

/** How long a sent bid may stay unconfirmed before the pipeline asks the server. */
export const CONFIRMATION_TIMEOUT_MS = 5000;

/** A bid on its way (docs/live.md): whose it is, and what the auction held when it left. */
export interface Flight {
  bid: PendingBid;
  auctionId: string;
  userId: string;
  /** How many equal bids (or autobid limits) of the user's the auction held before: one more means it is placed. */
  baseline: number;
  via: 'socket' | 'http';
  /** A socket bid refused with 403 goes again over HTTP once at most (contract §14.1). */
  resent: boolean;
  /** When it was last sent, on this computer's clock: the round trip bounds the server-time reading its stamp gives. */
  sentAt: number;
}

const countOf = ({ kind, amount }: PendingBid, auction: Auction, userId: string) =>
  kind === 'bid' ? countBids(auction.bids, userId, amount) : countAutoBids(auction.autoBids, userId, amount);

export function newFlight(auction: Auction, userId: string, kind: BidKind, amount: number): Flight {
  const bid: PendingBid = { carId: auction.carDetails.carId, kind, amount };
  return {
    bid,
    auctionId: auction.id,
    userId,
    baseline: countOf(bid, auction, userId),
    via: 'socket',
    resent: false,
    sentAt: Date.now(),
  };
}

/** The auction, as the backend answered it, holds the flight's bid. */
export const showsBid = (flight: Flight, auction: Auction | undefined): boolean =>
  auction !== undefined && countOf(flight.bid, auction, flight.userId) > flight.baseline;

/**
 * Watches the car's auction in the query cache, which holds the backend's answers only (a push is
 * read, never written, docs/live.md): `placed(true)` as soon as an answer shows the bid. If none does
 * within CONFIRMATION_TIMEOUT_MS, the auction is read once more and `placed` gets that answer's word.
 * So "placed" is only ever said on a read that shows the bid. Returns the function that stops watching.
 */
export function watchFlight(
  queryClient: QueryClient,
  flight: Flight,
  placed: (shown: boolean) => void,
): () => void {
  const queryKey = auctionByCarKey(flight.bid.carId);
  const hash = hashKey(queryKey);
  const cached = () => queryClient.getQueryData<Auction>(queryKey);
  const stopWatching = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash === hash && showsBid(flight, cached())) placed(true);
  });
  const timer = setTimeout(() => {
    void queryClient.refetchQueries({ queryKey }).then(() => placed(showsBid(flight, cached())));
  }, CONFIRMATION_TIMEOUT_MS);
  return () => {
    stopWatching();
    clearTimeout(timer);
  };
}
