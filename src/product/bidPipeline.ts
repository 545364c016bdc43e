import { hashKey } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import {
  auctionByCarKey,
  auctionByCarQuery,
  auctionsByCarKey,
  placeAutoBid,
  placeBid,
  type Auction,
} from '../api/auctions';
import { httpClient } from '../api/http';
import { appQueryClient } from '../api/queryClient';
import { refusesSameAsAutoBid } from '../api/serverMessages';
import { userKey, userQuery } from '../api/users';
import { i18n } from '../i18n';
import { auctionPhase } from '../rules/auctionOutcome';
import { countAutoBids, countBids, ownPlacedAt } from '../rules/bidding';
import type { AppInstance } from '../core/appInstance';
import { serverTime } from '../core/serverTime';
import { createListeners } from '../lib/listeners';
import { stompConnection } from '../realtime/stompConnection';
import { sessionStore } from '../session/sessionStore';

/**
 * The one bid pipeline of the page (docs/live.md), a part of the app instance, for the auction room and the desk alike: one
 * bid in flight at a time, followed from the press until the auction shows it or the server
 * refuses it, and what a refusal means done once, here. One at a time for the whole page, because
 * a refusal on the user's error queue names no auction (contract §8.4): while one bid is on its
 * way, a refusal is that bid's.
 */

export type BidKind = 'bid' | 'autoBid';

export interface PendingBid {
  carId: string;
  kind: BidKind;
  amount: number;
}

export type BidOutcome =
  | { carId: string; kind: BidKind; amount: number; placed: true }
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

/** How long a sent bid may stay unconfirmed before the pipeline asks the server. */
export const CONFIRMATION_TIMEOUT_MS = 5000;

interface Flight {
  bid: PendingBid;
  auctionId: string;
  userId: string;
  /** How many equal bids of the user's the auction held before: one more means it is placed. */
  baseline: number;
  via: 'socket' | 'http';
  /** A refused socket bid is sent again over HTTP once at most (contract §14.1). */
  resent: boolean;
  /** When it was last sent (this computer's clock): the round trip bounds the server-time sample it brings back. */
  sentAt: number;
  stop: () => void;
}

interface PipelineState {
  pending: PendingBid | null;
  outcomes: ReadonlyMap<string, BidOutcome>;
  /** The last refusal, until a screen has shown it (spec §7: in the error dialog). */
  refusal: ApiError | null;
}

export interface BidPipeline {
  subscribe: (listener: () => void) => () => void;
  state: () => PipelineState;
  /** Sends a bid unless one is already in flight; false when it was not sent. */
  send: (auction: Auction, userId: string, kind: BidKind, amount: number) => boolean;
  dismissRefusal: () => void;
}

const AT_REST: PipelineState = { pending: null, outcomes: new Map(), refusal: null };

export function bidPipeline(app: AppInstance): BidPipeline {
  const connection = app.part(stompConnection);
  const session = app.part(sessionStore);
  const http = app.part(httpClient);
  const queryClient = app.part(appQueryClient);
  const server = app.part(serverTime);
  let state: PipelineState = AT_REST;
  let flight: Flight | null = null;

  const listeners = createListeners({
    // The error queue is heard while a screen that bids is open.
    onFirst: () => (stopHearingRefusals = connection.subscribeUserErrors(receiveRefusal)),
    // No screen that bids is left: nothing remains to follow a bid to, or to show it.
    onLast: () => {
      stopHearingRefusals?.();
      flight?.stop();
      flight = null;
      state = AT_REST;
    },
  });
  let stopHearingRefusals: (() => void) | null = null;

  function setState(next: Partial<PipelineState>): void {
    state = { ...state, ...next };
    listeners.notify();
  }

  const countOf = ({ kind, amount }: PendingBid, auction: Auction, userId: string) =>
    kind === 'bid'
      ? countBids(auction.bids, userId, amount)
      : countAutoBids(auction.autoBids, userId, amount);

  function sendBid(auction: Auction, userId: string, kind: BidKind, amount: number): boolean {
    if (flight) return false;
    const bid: PendingBid = { carId: auction.carDetails.carId, kind, amount };
    const own: Flight = {
      bid,
      auctionId: auction.id,
      userId,
      baseline: countOf(bid, auction, userId),
      via: 'socket',
      resent: false,
      sentAt: Date.now(),
      stop: () => undefined,
    };
    flight = own;
    own.stop = watchForTheBid(own);
    const outcomes = new Map(state.outcomes);
    outcomes.delete(bid.carId);
    setState({ pending: bid, outcomes });
    transmit(own, 'socketFirst');
    return true;
  }

  /** Settles the flight once the auction in the cache shows the bid; asks the server if it takes too long. */
  function watchForTheBid(own: Flight): () => void {
    const { bid, userId } = own;
    const queryKey = auctionByCarKey(bid.carId);
    const shows = (auction: Auction | undefined) =>
      auction !== undefined && countOf(bid, auction, userId) > own.baseline;
    const hash = hashKey(queryKey);
    const stopWatching = queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.queryHash !== hash) return;
      const auction = queryClient.getQueryData<Auction>(queryKey);
      if (!auction || !shows(auction)) return;
      // The bid's server stamp, back within this round trip: a reading of the server's clock.
      const placedAt = ownPlacedAt(auction, userId, bid.kind, bid.amount);
      if (placedAt !== undefined) server.fromOwnBid(placedAt, own.sentAt, Date.now());
      settle(own, true);
    });
    const timer = setTimeout(() => {
      void queryClient.refetchQueries({ queryKey }).then(() => {
        settle(own, shows(queryClient.getQueryData<Auction>(queryKey)));
      });
    }, CONFIRMATION_TIMEOUT_MS);
    return () => {
      stopWatching();
      clearTimeout(timer);
    };
  }

  /**
   * Over the shared socket while it is up, over HTTP otherwise. The HTTP answer carries no bids
   * (contract §7.2), so the full auction is refetched, and that shows the bid.
   */
  function transmit(own: Flight, how: 'socketFirst' | 'httpOnly'): void {
    const { bid, auctionId } = own;
    const body =
      bid.kind === 'bid' ? { auctionId, amount: bid.amount } : { auctionId, limitAmount: bid.amount };
    const destination = bid.kind === 'bid' ? '/app/place-bid' : '/app/place-auto-bid';
    own.sentAt = Date.now();
    if (how === 'socketFirst' && connection.publish(destination, body)) {
      own.via = 'socket';
      return;
    }
    own.via = 'http';
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
        refuse(
          own,
          unsent
            ? new ApiError(error.statusCode, i18n.t('auctionRoom:errors.interrupted'), error.timestamp)
            : error,
        );
      },
    );
  }

  function receiveRefusal(error: ApiError): void {
    if (flight) refuse(flight, error);
    else refused(null, error);
  }

  function refuse(own: Flight, error: ApiError): void {
    if (flight !== own) return;
    if (error.statusCode === 403 && own.via === 'socket' && !own.resent) {
      // The socket authorises against the user as it was at CONNECT (contract §14.1): a company
      // approved since then still reads as locked there, and HTTP, which reads the user afresh on
      // every request, would take the bid. Sending this one bid over HTTP (rather than waiting for a
      // new socket and sending it there) places it at once, with nothing queued behind a reconnect;
      // the socket connects again for the bids after it. Never twice: it goes again only when the
      // server says the account is open now, and the auction, read afresh, does not hold the bid (a
      // refusal on the queue names no bid, contract §8.4: it could have been another tab's, and ours
      // placed after all). `resent` makes it once per bid at most.
      own.resent = true;
      const { bid } = own;
      void queryClient
        .fetchQuery({ ...userQuery(http, own.userId), staleTime: 0 })
        .then(async (user) => {
          if (user.accountLocked) return false;
          // The watcher settles the flight if the fresh copy shows the bid.
          await queryClient.fetchQuery({ ...auctionByCarQuery(http, bid.carId), staleTime: 0 });
          return true;
        })
        .then(
          (open) => {
            if (flight !== own) return;
            if (!open) finishRefused(own, error);
            else {
              connection.renew();
              transmit(own, 'httpOnly');
            }
          },
          () => finishRefused(own, error),
        );
      return;
    }
    finishRefused(own, error);
  }

  function finishRefused(own: Flight, error: ApiError): void {
    if (flight !== own) return;
    settle(own, false, error);
    refused(own.bid.carId, error);
  }

  /** Paused, finished or past its end on the server's clock: no bid is taken (contract §7.4). */
  const isClosed = (auction: Auction) => auctionPhase(auction, Date.now() + server.offset()) !== 'running';

  /** What a refusal means, wherever the bid came from: shown, and the facts it names refetched. */
  function refused(carId: string | null, error: ApiError): void {
    // Equal to an autobid's limit (contract §7.4 rule 3): the bid's outcome tells it in place, in
    // words that name no one's limit, and the room offers another amount (issue 36); no dialog.
    if (carId !== null && refusesSameAsAutoBid(error.serverMessage)) return;
    if (error.statusCode === 409 && carId !== null) {
      // Paused or closed by an operator, who broadcast nothing (contract §7.4, §14.2): the auction is
      // read afresh, and when it then shows closed the screen says so in place, beside the auction
      // (the bid's outcome), not in the error dialog. Any other 409 (a failed save) is the dialog's.
      const queryKey = auctionByCarKey(carId);
      void queryClient.refetchQueries({ queryKey, type: 'active' }).then(() => {
        const auction = queryClient.getQueryData<Auction>(queryKey);
        if (auction === undefined || !isClosed(auction)) setState({ refusal: error });
        else markClosed(carId);
      });
      return;
    }
    setState({ refusal: error });
    // 403: the account is locked now (contract §3): the own user brings the lock up to date.
    const userId = session.snapshot().userId;
    if (error.statusCode === 403 && userId !== null)
      void queryClient.invalidateQueries({ queryKey: userKey(userId) });
    // 409 with no bid of ours in flight (another tab's): paused or closed, by an operator whose change
    // was never broadcast (contract §14.2): every auction on screen is read afresh.
    if (error.statusCode === 409)
      void queryClient.refetchQueries({ queryKey: auctionsByCarKey, type: 'active' });
  }

  function markClosed(carId: string): void {
    const outcome = state.outcomes.get(carId);
    if (outcome && !outcome.placed)
      setState({ outcomes: new Map(state.outcomes).set(carId, { ...outcome, closed: true }) });
  }

  /** Ends the flight: placed, or not (with the refusal, or none when the server never confirmed it). */
  function settle(own: Flight, placed: boolean, refusal: ApiError | null = null): void {
    if (flight !== own) return;
    own.stop();
    flight = null;
    const { carId, kind, amount } = own.bid;
    const outcome: BidOutcome = placed
      ? { carId, kind, amount, placed }
      : {
          carId,
          kind,
          amount,
          placed,
          reason: refusal?.message ?? null,
          statusCode: refusal?.statusCode ?? null,
          closed: false,
        };
    setState({ pending: null, outcomes: new Map(state.outcomes).set(carId, outcome) });
  }

  function dismissRefusal(): void {
    if (state.refusal !== null) setState({ refusal: null });
  }

  return {
    subscribe: listeners.subscribe,
    state: () => state,
    send: sendBid,
    dismissRefusal,
  };
}
