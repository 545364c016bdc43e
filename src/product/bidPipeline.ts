import { ApiError } from '../api/ApiError';
import { auctionByCarKey, placeAutoBid, placeBid, type Auction } from '../api/auctions';
import { httpClient } from '../api/http';
import { appQueryClient } from '../api/queryClient';
import { userKey } from '../api/users';
import { i18n } from '../i18n';
import type { AppInstance } from '../core/appInstance';
import { serverTime } from '../core/serverTime';
import { createListeners } from '../lib/listeners';
import { stompConnection } from '../realtime/stompConnection';
import type { QueueRefusal } from '../realtime/userErrors';
import { ownPlacedAt } from '../rules/bidding';
import { sessionStore } from '../session/sessionStore';
import { newFlight, watchFlight, type BidKind, type Flight, type PendingBid } from './bidFlight';
import { fitsFlight, judgeHttpRefusal, judgeQueueRefusal, type Verdict } from './bidRefusal';

/**
 * The one bid pipeline of the page (docs/live.md), a part of the app instance, for the auction room
 * and the desk alike: the user's bids, one in flight at a time, from the press until the auction
 * shows it (bidFlight.ts) or a refusal is borne out by a read (bidRefusal.ts). One at a time for the
 * whole page, because a refusal on the user's error queue names no auction (contract §8.4).
 */

export type BidOutcome =
  | {
      carId: string;
      kind: BidKind;
      amount: number;
      placed: true;
      /** The bid's stamp in the auction as read (the server's clock): its receipt. Null if the read lacks it. */
      placedAt: string | null;
    }
  | {
      carId: string;
      kind: BidKind;
      amount: number;
      placed: false;
      reason: string | null;
      /** The refusal's status code; null when the server never confirmed the bid. */
      statusCode: number | null;
      /**
       * Refused because the auction was closed (paused or ended), as the auction read afterwards
       * showed: told beside the closed auction (ClosedRefusal), and no longer once it runs again.
       */
      closed: boolean;
    };

interface PipelineState {
  pending: PendingBid | null;
  outcomes: ReadonlyMap<string, BidOutcome>;
  /** The last refusal for the error dialog, until a screen has shown it (spec §7). */
  refusal: ApiError | null;
}

export interface BidPipeline {
  subscribe: (listener: () => void) => () => void;
  state: () => PipelineState;
  /**
   * Sends the signed-in user's bid on the car whose auction the screen shows (the query cache's),
   * unless a bid is already in flight; false when it was not sent.
   */
  send: (carId: string, kind: BidKind, amount: number) => boolean;
  dismissRefusal: () => void;
}

/** The flight, and the queue's refusals heard for it: one judged at a time, the latest waiting. */
interface InFlight {
  flight: Flight;
  stopWatching: () => void;
  judging: boolean;
  heard: QueueRefusal | null;
}

const AT_REST: PipelineState = { pending: null, outcomes: new Map(), refusal: null };

export function bidPipeline(app: AppInstance): BidPipeline {
  const connection = app.part(stompConnection);
  const session = app.part(sessionStore);
  const http = app.part(httpClient);
  const queryClient = app.part(appQueryClient);
  const server = app.part(serverTime);
  const reader = { queryClient, http, serverNow: server.now };
  let state: PipelineState = AT_REST;
  let current: InFlight | null = null;

  let stopHearing: (() => void) | null = null;
  const listeners = createListeners({
    // The error queue is heard while a screen that bids is open.
    onFirst: () => (stopHearing = connection.subscribeUserErrors(hear)),
    // No screen that bids is left: nothing remains to follow a bid to, or to show it.
    onLast: () => {
      stopHearing?.();
      current?.stopWatching();
      current = null;
      state = AT_REST;
    },
  });

  function setState(next: Partial<PipelineState>): void {
    state = { ...state, ...next };
    listeners.notify();
  }

  function send(carId: string, kind: BidKind, amount: number): boolean {
    const { userId } = session.snapshot();
    const auction = queryClient.getQueryData<Auction>(auctionByCarKey(carId));
    if (current || userId === null || auction === undefined) return false;
    const own: InFlight = {
      flight: newFlight(auction, userId, kind, amount),
      stopWatching: () => undefined,
      judging: false,
      heard: null,
    };
    current = own;
    own.stopWatching = watchFlight(queryClient, own.flight, (shown) => settle(own, shown));
    const outcomes = new Map(state.outcomes);
    outcomes.delete(carId);
    setState({ pending: own.flight.bid, outcomes });
    transmit(own, 'socketFirst');
    return true;
  }

  /**
   * Over the shared socket while it is up, over HTTP otherwise. The HTTP answer carries no bids
   * (contract §7.2), so the full auction is refetched, and that shows the bid.
   */
  function transmit(own: InFlight, how: 'socketFirst' | 'httpOnly'): void {
    const { flight } = own;
    const { bid, auctionId } = flight;
    const body =
      bid.kind === 'bid' ? { auctionId, amount: bid.amount } : { auctionId, limitAmount: bid.amount };
    const destination = bid.kind === 'bid' ? '/app/place-bid' : '/app/place-auto-bid';
    flight.sentAt = Date.now();
    if (how === 'socketFirst' && connection.publish(destination, body)) {
      flight.via = 'socket';
      return;
    }
    flight.via = 'http';
    const request =
      bid.kind === 'bid'
        ? placeBid(http, { auctionId, amount: bid.amount })
        : placeAutoBid(http, { auctionId, limitAmount: bid.amount });
    request.then(
      () => void queryClient.refetchQueries({ queryKey: auctionByCarKey(bid.carId) }),
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        // Spec §8: an autobid that could not be sent (no answer, or the server failed) is a broken
        // connection, not a refusal of the limit.
        const unsent = bid.kind === 'autoBid' && error.statusCode >= 500;
        const refusal = unsent
          ? new ApiError(error.statusCode, i18n.t('auctionRoom:errors.interrupted'), error.timestamp)
          : error;
        void judgeHttpRefusal(reader, flight, refusal).then((verdict) => apply(own, verdict));
      },
    );
  }

  /**
   * A refusal on the user's error queue: a hint that counts only for the bid in flight it fits,
   * judged by a read; while one is being judged, the latest one after it waits its turn, so a flood
   * costs one read at a time and is otherwise dropped.
   */
  function hear(refusal: QueueRefusal): void {
    const own = current;
    if (!own || !fitsFlight(refusal, own.flight)) return;
    if (own.judging) {
      own.heard = refusal;
      return;
    }
    own.judging = true;
    void judgeQueueRefusal(reader, own.flight, refusal).then((verdict) => {
      own.judging = false;
      apply(own, verdict);
      const next = own.heard;
      own.heard = null;
      if (next && current === own) hear(next);
    });
  }

  function apply(own: InFlight, verdict: Verdict): void {
    if (current !== own) return;
    switch (verdict.kind) {
      case 'placed':
        settle(own, true);
        return;
      case 'unproven':
        return;
      case 'resend':
        own.flight.resent = true;
        // The socket connects again for the bids after this one.
        connection.renew();
        transmit(own, 'httpOnly');
        return;
      case 'refused':
        settle(own, false, verdict.error, verdict.told === 'closed');
        if (verdict.told === 'dialog') setState({ refusal: verdict.error });
        // 403: the account is locked now (contract §3): the own user brings the lock up to date.
        if (verdict.error.statusCode === 403)
          void queryClient.invalidateQueries({ queryKey: userKey(own.flight.userId) });
    }
  }

  /** Ends the flight: placed, or not (with the refusal, or none when the server never confirmed it). */
  function settle(own: InFlight, placed: boolean, refusal: ApiError | null = null, closed = false): void {
    if (current !== own) return;
    own.stopWatching();
    current = null;
    const { carId, kind, amount } = own.flight.bid;
    const outcome: BidOutcome = placed
      ? { carId, kind, amount, placed, placedAt: receipt(own.flight) }
      : {
          carId,
          kind,
          amount,
          placed,
          reason: refusal?.message ?? null,
          statusCode: refusal?.statusCode ?? null,
          closed,
        };
    setState({ pending: null, outcomes: new Map(state.outcomes).set(carId, outcome) });
  }

  /**
   * The placed bid's stamp in the auction as read: its receipt, and a reading of the server's clock
   * whose error the round trip since it was sent bounds (core/serverTime).
   */
  function receipt({ bid, userId, sentAt }: Flight): string | null {
    const auction = queryClient.getQueryData<Auction>(auctionByCarKey(bid.carId));
    const placedAt = auction && ownPlacedAt(auction, userId, bid.kind, bid.amount);
    if (placedAt === undefined) return null;
    server.fromOwnBid(placedAt, sentAt, Date.now());
    return placedAt;
  }

  function dismissRefusal(): void {
    if (state.refusal !== null) setState({ refusal: null });
  }

  return { subscribe: listeners.subscribe, state: () => state, send, dismissRefusal };
}
