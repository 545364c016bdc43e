import { CLOSING_AT_MOST_MS } from '../config';

/**
 * How an auction ended for one bidder. The backend sends nothing at the end (contract §7.7): the
 * status stays ACTIVE until the finish job runs, and a bid placed in the last ten minutes moves the
 * end (§7.6). So "ended" is the server's FINISHED; past its end on the server's clock (`now`, the
 * shared clock) an auction is only closing. The winner is read from the bids. Pure: no React, no I/O.
 */

interface OutcomeBid {
  bidderId: string;
  amount: number;
  placedAt: string;
}

export interface OutcomeAuction {
  /** As the api schemas give it: enum names, whichever shape it came in. */
  status: 'ACTIVE' | 'FINISHED' | 'DISABLED';
  endDateTime: string;
  highestBid?: OutcomeBid | null;
  /** Every bid (by-car and the topic); lists carry only the highest bid. */
  bids?: readonly OutcomeBid[];
}

export type AuctionOutcome =
  /** Still running, or paused by an admin (a paused auction is not finished, contract §7.7). */
  | { kind: 'open' }
  /** Past its end on the server's clock, not FINISHED yet: a late bid may have moved the end. */
  | { kind: 'closing' }
  | { kind: 'noBids' }
  /** One of the viewer's own bidders won (the representative, or one of a company's). */
  | { kind: 'won'; amount: number; winnerId: string }
  | { kind: 'lost'; amount: number; winnerId: string }
  /** It sold, to a viewer who does not bid (the seller, an operator). */
  | { kind: 'sold'; amount: number; winnerId: string };

/**
 * Where an auction stands on the server's clock: running; paused (by an operator); closing (past
 * its end, the server has not said FINISHED: it is read until it does, and bidding stays open until
 * the server refuses); ended (FINISHED, or still ACTIVE so long past its end that no finish job is
 * coming, contract §7.7: the server refuses every bid past the end).
 */
export type AuctionPhase = 'running' | 'paused' | 'closing' | 'ended';

export function auctionPhase(
  auction: Pick<OutcomeAuction, 'status' | 'endDateTime'>,
  now: number,
): AuctionPhase {
  if (auction.status === 'FINISHED') return 'ended';
  if (auction.status === 'DISABLED') return 'paused';
  const end = Date.parse(auction.endDateTime);
  if (now < end) return 'running';
  return now < end + CLOSING_AT_MOST_MS ? 'closing' : 'ended';
}

/**
 * The winning bid: the highest amount; of equal amounts the earliest, as in the backend's tie
 * rule (contract §7.5: on equal limits the earlier auto-bid wins, and a later bid must beat the
 * highest, so an equal later one can only be a lost race).
 */
export function winningBid(bids: readonly OutcomeBid[]): OutcomeBid | null {
  let best: OutcomeBid | null = null;
  for (const bid of bids) {
    if (
      !best ||
      bid.amount > best.amount ||
      (bid.amount === best.amount && Date.parse(bid.placedAt) < Date.parse(best.placedAt))
    ) {
      best = bid;
    }
  }
  return best;
}

/**
 * How the auction ended for a viewer, one rule for every screen: `ownBidders` are the bidders whose
 * win is the viewer's (a representative itself, or every representative of a company); null for
 * a viewer who does not bid, who learns only whether and for how much it sold.
 */
export function auctionOutcome(
  auction: OutcomeAuction,
  ownBidders: ReadonlySet<string> | null,
  now: number,
): AuctionOutcome {
  const phase = auctionPhase(auction, now);
  if (phase === 'closing') return { kind: 'closing' };
  if (phase !== 'ended') return { kind: 'open' };
  const winner = auction.bids ? winningBid(auction.bids) : (auction.highestBid ?? null);
  if (!winner) return { kind: 'noBids' };
  const { amount, bidderId: winnerId } = winner;
  if (ownBidders === null) return { kind: 'sold', amount, winnerId };
  return ownBidders.has(winnerId) ? { kind: 'won', amount, winnerId } : { kind: 'lost', amount, winnerId };
}
