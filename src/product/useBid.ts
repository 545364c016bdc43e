import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useHttp } from '../api/http';
import { userQuery, type User } from '../api/users';
import { LOCK_RECHECK_MS } from '../config';
import { useStompConnection } from '../realtime/stompConnection';
import { useSession } from '../session/useSession';
import { useShowError } from '../ui/errorDialogContext';
import { usePart } from '../core/appInstance';
import type { BidKind } from './bidFlight';
import { bidPipeline, type BidOutcome } from './bidPipeline';
import { mayBid } from '../rules/roles';

/** A locked representative: approval is all that stands between it and the bid controls. */
const awaitsApproval = (user: User | undefined) => mayBid(user?.role) && user?.accountLocked === true;

/**
 * Mounted once by a screen that bids (the room, the desk): shows each refusal in the error dialog (spec §7), and opens a fresh socket when the account is
 * unlocked, since the socket keeps the user as it was at CONNECT (contract §14.1).
 *
 * How a locked representative learns of its approval: the operator's unlock is never pushed
 * (contract §14.2), and the spec shows no way to ask. While the account reads as locked, the own
 * user is asked again when the user comes back to the tab (whatever its age: the operator may
 * just have phoned) and once a minute while the tab is visible (TanStack pauses the interval in
 * the background), and each time a screen that bids opens (a move inside the app, to /auctions and
 * back, say). One small GET a minute, only for a locked representative on a screen that
 * bids, and only until the answer changes; no one else is polled. A reload is then never
 * needed: the bid controls appear on their own.
 */
export function useBidPipeline(): void {
  const http = useHttp();
  const pipeline = usePart(bidPipeline);
  const connection = useStompConnection();
  const showError = useShowError();
  const refusal = useSyncExternalStore(pipeline.subscribe, () => pipeline.state().refusal);
  useEffect(() => {
    if (!refusal) return;
    showError(refusal);
    pipeline.dismissRefusal();
  }, [pipeline, refusal, showError]);

  const { userId } = useSession();
  const locked = useQuery({
    ...userQuery(http, userId ?? ''),
    enabled: userId !== null,
    select: (user) => user.accountLocked,
    refetchInterval: (query) => (awaitsApproval(query.state.data) ? LOCK_RECHECK_MS : false),
    refetchOnWindowFocus: (query) => (awaitsApproval(query.state.data) ? 'always' : true),
    // A move inside the app back to a screen that bids asks again too, however fresh the answer.
    refetchOnMount: (query) => (awaitsApproval(query.state.data) ? 'always' : true),
  }).data;
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current === true && locked === false) connection.renew();
    wasLocked.current = locked;
  }, [connection, locked]);
}

/**
 * One car's bids, for the forms that bid on it and the line that tells what became of them: the
 * bid in flight, the last outcome, whether another car's bid is on its way, and `send` (the
 * pipeline knows the user and reads the car's auction from the cache).
 */
export function useBid(carId: string) {
  const pipeline = usePart(bidPipeline);
  const pending = useSyncExternalStore(pipeline.subscribe, () => {
    const { pending: inFlight } = pipeline.state();
    return inFlight?.carId === carId ? inFlight : null;
  });
  const busyElsewhere = useSyncExternalStore(pipeline.subscribe, () => {
    const { pending: inFlight } = pipeline.state();
    return inFlight !== null && inFlight.carId !== carId;
  });
  const outcome = useBidOutcome(carId);
  const send = useCallback(
    (kind: BidKind, amount: number) => pipeline.send(carId, kind, amount),
    [pipeline, carId],
  );
  return { pending, outcome, busyElsewhere, send };
}

/** The last outcome of the user's bid on this car, or null. */
export function useBidOutcome(carId: string): BidOutcome | null {
  const pipeline = usePart(bidPipeline);
  return useSyncExternalStore(pipeline.subscribe, () => pipeline.state().outcomes.get(carId) ?? null);
}
