import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { auctionByCarQuery, type Auction } from '../api/auctions';
import { userQuery } from '../api/users';
import { countAutoBids, countBids } from '../lib/bidding';
import { subscribeUserErrors } from '../realtime/userErrors';
import type { BidChannel } from '../realtime/useAuctionStream';
import { useShowError } from '../ui/errorDialogContext';

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

interface SenderState {
  pending: PendingBid | null;
  outcome: BidOutcome | null;
  /** The server's last refusal (HTTP answer or the user's error queue), until dismissed. */
  refusal: ApiError | null;
}

const settle = (state: SenderState, placed: boolean, reason: string | null): SenderState => {
  if (!state.pending) return state;
  const { kind, amount } = state.pending;
  const outcome: BidOutcome = placed ? { kind, amount, placed } : { kind, amount, placed, reason };
  return { ...state, pending: null, outcome };
};

/**
 * Which refusals from the user's error queue a sender takes as its own. The queue names no
 * auction (contract §8.4): a screen with one sender takes them all; a screen with many lets one
 * bid be pending at a time and gives the refusal to the sender whose bid it is.
 */
export type QueueRefusals = 'all' | 'whilePending';

/**
 * Sends bids and follows each one until the auction shows it (same bidder and amount) or an
 * error names it, so nothing a bidder does is silently lost. One bid at a time: the button
 * cannot send the same bid twice. Shared by the auction room and the desk, so a bid behaves
 * the same wherever it is placed.
 */
export function useBidSender(
  auction: Auction,
  userId: string,
  channel: BidChannel,
  queueRefusals: QueueRefusals = 'all',
) {
  const { t } = useTranslation('auctionRoom');
  const queryClient = useQueryClient();
  const [state, setState] = useState<SenderState>({ pending: null, outcome: null, refusal: null });
  const { pending } = state;

  // Settled while rendering, as soon as the pushed or refetched auction contains the bid.
  if (pending && countOf(pending.kind, auction, userId, pending.amount) > pending.baseline) {
    setState(settle(state, true, null));
  }

  const fail = useCallback(
    (reason: string | null) => setState((current) => settle(current, false, reason)),
    [],
  );

  const refuse = useCallback(
    (error: ApiError) => {
      setState((current) => ({ ...settle(current, false, error.message), refusal: error }));
      // A 403 on a bid means the account is locked now (contract §3, §8.4): refetching the own user
      // brings the session's lock flag up to date, and the bid controls give way to the notice.
      if (error.statusCode === 403)
        void queryClient.invalidateQueries({ queryKey: userQuery(userId).queryKey });
    },
    [queryClient, userId],
  );

  // Socket bids get no reply: a refusal arrives on the user's error queue (contract §8.4).
  const takesQueue = queueRefusals === 'all' || pending !== null;
  useEffect(() => (takesQueue ? subscribeUserErrors(refuse) : undefined), [takesQueue, refuse]);

  const send = useCallback(
    (kind: BidKind, amount: number) => {
      if (pending) return;
      setState((current) => ({
        ...current,
        pending: { kind, amount, baseline: countOf(kind, auction, userId, amount) },
        outcome: null,
      }));
      const sending =
        kind === 'bid' ? channel.sendBid(auction.id, amount) : channel.sendAutoBid(auction.id, amount);
      sending.catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        // Spec §8: an autobid that could not be sent (no answer, or the server failed) is a broken
        // connection, not a refusal of the limit.
        const unsent = kind === 'autoBid' && error.statusCode >= 500;
        refuse(unsent ? new ApiError(error.statusCode, t('errors.interrupted'), error.timestamp) : error);
      });
    },
    [auction, userId, channel, pending, refuse, t],
  );

  const dismissRefusal = useCallback(() => setState((current) => ({ ...current, refusal: null })), []);

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
    refusal: state.refusal,
    dismissRefusal,
    send,
  };
}

/** Spec §7: a refused bid (HTTP answer or the user's error queue) is shown in the error dialog. */
export function useRefusalDialog({ refusal, dismissRefusal }: ReturnType<typeof useBidSender>): void {
  const showError = useShowError();
  useEffect(() => {
    if (!refusal) return;
    showError(refusal);
    dismissRefusal();
  }, [refusal, dismissRefusal, showError]);
}
