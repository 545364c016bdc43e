/**
 * How an auction ended for one bidder. The backend sends nothing at the end (contract §7.7):
 * the end is read from `endDateTime` (the status stays ACTIVE until the finish job runs), and
 * the winner from the bids. Pure: no React, no I/O.
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
  | { kind: 'noBids' }
  /** One of the viewer's own bidders won (the representative, or one of a company's). */
  | { kind: 'won'; amount: number; winnerId: string }
  | { kind: 'lost'; amount: number; winnerId: string }
  /** It sold, to a viewer who does not bid (the seller, an operator). */
  | { kind: 'sold'; amount: number; winnerId: string };

/** Ended: finished by the job, or past its end while still ACTIVE (the job may not have run yet). */
export function hasEnded(auction: Pick<OutcomeAuction, 'status' | 'endDateTime'>, now: number): boolean {
  if (auction.status === 'FINISHED') return true;
  return auction.status === 'ACTIVE' && now >= Date.parse(auction.endDateTime);
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
  if (!hasEnded(auction, now)) return { kind: 'open' };
  const winner = auction.bids ? winningBid(auction.bids) : (auction.highestBid ?? null);
  if (!winner) return { kind: 'noBids' };
  const { amount, bidderId: winnerId } = winner;
  if (ownBidders === null) return { kind: 'sold', amount, winnerId };
  return ownBidders.has(winnerId) ? { kind: 'won', amount, winnerId } : { kind: 'lost', amount, winnerId };
}
