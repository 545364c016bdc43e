import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Auction } from '../api/auctions';
import { renewConnection } from '../realtime/stompConnection';
import { useShowError } from '../ui/errorDialogContext';
import {
  attachQueryClient,
  bidState,
  dismissRefusal,
  sendBid,
  subscribeBids,
  type BidKind,
} from './bidPipeline';
import { useOwnUser } from './useOwnUser';

/**
 * Mounted once by a screen that bids (the room, the desk): hands the bid pipeline the query cache,
 * shows each refusal in the error dialog (spec §7), and opens a fresh socket when the account is
 * unlocked, since the socket keeps the user as it was at CONNECT (contract §14.1).
 */
export function useBidPipeline(): void {
  const queryClient = useQueryClient();
  const showError = useShowError();
  useEffect(() => attachQueryClient(queryClient), [queryClient]);
  const refusal = useSyncExternalStore(subscribeBids, () => bidState().refusal);
  useEffect(() => {
    if (!refusal) return;
    showError(refusal);
    dismissRefusal();
  }, [refusal, showError]);

  const locked = useOwnUser().data?.accountLocked;
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current === true && locked === false) renewConnection();
    wasLocked.current = locked;
  }, [locked]);
}

/** One car's bids: the one in flight, the last outcome, and whether another car's bid is on its way. */
export function useBid(carId: string) {
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(subscribeBids, () => {
    const { pending: inFlight } = bidState();
    return inFlight?.carId === carId ? inFlight : null;
  });
  const busyElsewhere = useSyncExternalStore(subscribeBids, () => {
    const { pending: inFlight } = bidState();
    return inFlight !== null && inFlight.carId !== carId;
  });
  const outcome = useSyncExternalStore(subscribeBids, () => bidState().outcomes.get(carId) ?? null);
  const send = useCallback(
    (auction: Auction, userId: string, kind: BidKind, amount: number) =>
      sendBid(queryClient, auction, userId, kind, amount),
    [queryClient],
  );
  return { pending, outcome, busyElsewhere, send };
}
