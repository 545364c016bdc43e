import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { auctionByCarKey, type Auction } from '../api/auctions';
import type { HttpClient } from '../api/http';
import { refusesSameAsAutoBid, serverMessageText } from '../api/serverMessages';
import { userQuery } from '../api/users';
import { formatMoney } from '../lib/money';
import type { QueueRefusal } from '../realtime/userErrors';
import { auctionPhase } from '../rules/auctionOutcome';
import { equalsAnAutoBidLimit, minimumAcceptableBid, minimumAutoBidLimit } from '../rules/bidding';
import { showsBid, type Flight } from './bidFlight';

/**
 * What a refusal of a bid in flight comes to (docs/live.md), decided by reading the auction (and,
 * for a 403, the own user), never by the refusal alone:
 * - `placed`: the auction shows the bid after all (the flight watcher settles it);
 * - `unproven`: the read does not bear the refusal out (a forged message, contract §14.9): the bid
 *   stays in flight, and its watcher settles it;
 * - `resend`: a socket bid refused with 403 by an account that reads as open now (contract §14.1);
 * - `refused`: told in the error dialog, in place beside the form (a bid of an autobid's limit), or
 *   beside the closed auction.
 */
export type Verdict =
  | { kind: 'placed' }
  | { kind: 'unproven' }
  | { kind: 'resend' }
  | { kind: 'refused'; error: ApiError; told: 'dialog' | 'inPlace' | 'closed' };

const PLACED: Verdict = { kind: 'placed' };
const UNPROVEN: Verdict = { kind: 'unproven' };

interface Reader {
  queryClient: QueryClient;
  http: HttpClient;
  /** The server's time now (core/serverTime): the end of an auction is on its clock. */
  serverNow: () => number;
}

/** Paused, finished or past its end on the server's clock: no bid is taken (contract §7.4). */
const isClosed = (auction: Auction, serverNow: number) => auctionPhase(auction, serverNow) !== 'running';

/**
 * A refusal on the user's error queue that could be this flight's: it names no auction (contract
 * §8.4), so it fits when the bid went over the socket and is of the kind, and the amount, it speaks of.
 */
export function fitsFlight(refusal: QueueRefusal, { via, bid }: Flight): boolean {
  if (via !== 'socket') return false;
  switch (refusal.meaning) {
    case 'bidTooLow':
      return bid.kind === 'bid' && bid.amount < refusal.minimum;
    case 'sameAsAutoBid':
      return bid.kind === 'bid' && bid.amount === refusal.amount;
    case 'autoBidTooLow':
      return bid.kind === 'autoBid' && bid.amount < refusal.minimum;
    default:
      return true;
  }
}

/** The car's auction read afresh (the watcher sees the answer too); the copy at hand when the read fails. */
async function readAuction({ queryClient }: Reader, flight: Flight): Promise<Auction | undefined> {
  const queryKey = auctionByCarKey(flight.bid.carId);
  await queryClient.refetchQueries({ queryKey });
  return queryClient.getQueryData<Auction>(queryKey);
}

const refused = (statusCode: number, words: string, told: 'dialog' | 'inPlace' | 'closed'): Verdict => ({
  kind: 'refused',
  error: new ApiError(statusCode, words),
  told,
});

/** Closed as the read shows it, in the product's words for paused or ended. */
const closedRefusal = (auction: Auction): Verdict =>
  refused(
    409,
    serverMessageText(auction.status === 'DISABLED' ? 'auctionPaused' : 'auctionClosed'),
    'closed',
  );

/**
 * A refusal heard on the user's error queue, which anyone logged in can write (contract §14.9): it
 * counts only when the auction, read afresh, shows why the server would refuse the bid, and what is
 * told is the product's words with the read's figures, never the message's text.
 */
export async function judgeQueueRefusal(
  reader: Reader,
  flight: Flight,
  refusal: QueueRefusal,
): Promise<Verdict> {
  const auction = await readAuction(reader, flight);
  if (auction === undefined) return UNPROVEN;
  if (showsBid(flight, auction)) return PLACED;
  const { amount } = flight.bid;
  switch (refusal.meaning) {
    case 'bidTooLow': {
      const minimum = minimumAcceptableBid(auction);
      return amount < minimum
        ? refused(400, serverMessageText('bidTooLow', { amount: formatMoney(minimum) }), 'dialog')
        : UNPROVEN;
    }
    case 'autoBidTooLow': {
      const minimum = minimumAutoBidLimit(auction);
      return amount < minimum
        ? refused(400, serverMessageText('autoBidTooLow', { amount: formatMoney(minimum) }), 'dialog')
        : UNPROVEN;
    }
    case 'sameAsAutoBid':
      // Equal to an autobid's limit (contract §7.4 rule 3): told in place, in words that name no one's
      // limit, and the room offers another amount (issue 36); no dialog.
      return equalsAnAutoBidLimit(amount, auction.autoBids)
        ? refused(400, serverMessageText('sameAsAutoBid', { amount: formatMoney(amount) }), 'inPlace')
        : UNPROVEN;
    case 'closed':
    case 'paused':
      return isClosed(auction, reader.serverNow()) ? closedRefusal(auction) : UNPROVEN;
    case 'denied':
      return judgeDenied(reader, flight);
  }
}

/**
 * 403 on the socket, which authorises against the user as it was at CONNECT (contract §14.1): a
 * company approved since then still reads as locked there, while HTTP, which reads the user afresh
 * on every request, would take the bid. So the own user is read: locked, the bid is refused (and the
 * controls go); open, the bid goes once over HTTP (the auction, read just before, does not hold it).
 * Sending this one bid over HTTP, rather than waiting for a new socket, places it at once.
 */
async function judgeDenied({ queryClient, http }: Reader, flight: Flight): Promise<Verdict> {
  if (flight.resent) return UNPROVEN;
  try {
    const user = await queryClient.fetchQuery({ ...userQuery(http, flight.userId), staleTime: 0 });
    return user.accountLocked
      ? refused(403, serverMessageText('accessDenied'), 'dialog')
      : { kind: 'resend' };
  } catch {
    return UNPROVEN;
  }
}

/**
 * The answer to the flight's own HTTP request: the server's word on that request, but the bid may
 * have been placed all the same (the same bid sent over the socket first), so the auction is read
 * before it is told.
 */
export async function judgeHttpRefusal(reader: Reader, flight: Flight, error: ApiError): Promise<Verdict> {
  const auction = await readAuction(reader, flight);
  if (showsBid(flight, auction)) return PLACED;
  // Paused or closed by an operator, who broadcast nothing (contract §7.4, §14.2): said beside the
  // auction when the read shows it closed; any other 409 (a failed save) is the dialog's.
  if (error.statusCode === 409 && auction !== undefined && isClosed(auction, reader.serverNow()))
    return { kind: 'refused', error, told: 'closed' };
  return { kind: 'refused', error, told: refusesSameAsAutoBid(error.serverMessage) ? 'inPlace' : 'dialog' };
}
