import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { auctionByCarQuery, type Auction } from '../../api/auctions';
import { countAutoBids, countBids } from '../../lib/bidding';
import type { AuctionStream } from '../../realtime/useAuctionStream';

export type BidKind = 'bid' | 'autoBid';

/** A sent bid waiting to show up in the auction: `baseline` is how many equal ones were there before. */
export interface PendingBid {
  kind: BidKind;
  amount: number;
  baseline: number;
}

export type BidOutcome =
  | { kind: BidKind; amount: number; placed: true }
  | { kind: BidKind; amount: number; placed: false; reason: string | null };

/** How long a sent bid may stay unconfirmed before the screen checks with the server. */
export const CONFIRMATION_TIMEOUT_MS = 5000;

const countOf = (kind: BidKind, auction: Auction, userId: string, amount: number) =>
  kind === 'bid' ? countBids(auction.bids, userId, amount) : countAutoBids(auction.autoBids, userId, amount);

/**
 * Sends bids and follows each one until the auction shows it (same bidder and amount) or an
 * error names it, so nothing a bidder does is silently lost. One bid at a time: the button
 * cannot send the same bid twice.
 */
interface SenderState {
  pending: PendingBid | null;
  outcome: BidOutcome | null;
}

const settle = (state: SenderState, placed: boolean, reason: string | null): SenderState => {
  if (!state.pending) return state;
  const { kind, amount } = state.pending;
  return { pending: null, outcome: placed ? { kind, amount, placed } : { kind, amount, placed, reason } };
};

export function useBidSender(
  auction: Auction,
  userId: string,
  stream: AuctionStream,
  /** A refused bid (HTTP answer): its message goes to the error banner. */
  onError: (error: ApiError) => void,
) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SenderState>({ pending: null, outcome: null });
  const { pending } = state;

  // Settled while rendering, as soon as the pushed or refetched auction contains the bid.
  if (pending && countOf(pending.kind, auction, userId, pending.amount) > pending.baseline) {
    setState(settle(state, true, null));
  }

  const fail = useCallback(
    (reason: string | null) => setState((current) => settle(current, false, reason)),
    [],
  );

  const send = useCallback(
    (kind: BidKind, amount: number) => {
      if (pending) return;
      setState({
        pending: { kind, amount, baseline: countOf(kind, auction, userId, amount) },
        outcome: null,
      });
      const sending =
        kind === 'bid' ? stream.sendBid(auction.id, amount) : stream.sendAutoBid(auction.id, amount);
      sending.catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        fail(error.message);
        onError(error);
      });
    },
    [auction, userId, stream, pending, fail, onError],
  );

  // No answer in time: ask the server, then say what happened either way.
  const carId = auction.carDetails.carId;
  useEffect(() => {
    if (!pending) return undefined;
    const { queryKey } = auctionByCarQuery(carId);
    const timer = setTimeout(() => {
      void queryClient.refetchQueries({ queryKey }).then(() => {
        const latest = queryClient.getQueryData(queryKey);
        if (!latest || countOf(pending.kind, latest, userId, pending.amount) <= pending.baseline) fail(null);
      });
    }, CONFIRMATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending, queryClient, carId, userId, fail]);

  return {
    pending,
    outcome: state.outcome,
    send,
    fail,
  };
}
