import { LARGE_BID_FACTOR_OF_HIGHEST, LARGE_BID_STEPS_ABOVE_MINIMUM } from '../config';

/**
 * Bid rules checked before anything is sent (spec §5, contract §7.4–§7.5), and the bidder
 * numbering of the bid history (spec §2). Pure: no React, no I/O.
 */

export interface BidTerms {
  startingPrice: number;
  minimalStep: number;
  highestBid?: { amount: number } | null;
}

export interface PlacedBid {
  bidderId: string;
  amount: number;
  placedAt: string;
}

/** The terms and the autobids every bidder's bid is checked against (shape B carries them all). */
export interface BidRoom extends BidTerms {
  autoBids: readonly { bidderId: string; limitAmount: number }[];
}

/**
 * Production's minimum (`Auction.validateBid`, contract §7.4): the starting price while there is no
 * bid, otherwise the highest bid plus the step, even when an operator has since raised the starting
 * price above it (spec §5 said "never below the starting price"; product-rules §11).
 */
export function minimumAcceptableBid({ startingPrice, minimalStep, highestBid }: BidTerms): number {
  return highestBid ? highestBid.amount + minimalStep : startingPrice;
}

/**
 * Production's autobid minimum (`Auction.validateAutoBid`, contract §7.5): highest + 2 × step, the
 * starting price with no bids. The client checks this one, since a limit the server refuses is no use.
 */
export function minimumAutoBidLimit({ startingPrice, minimalStep, highestBid }: BidTerms): number {
  return highestBid ? highestBid.amount + 2 * minimalStep : startingPrice;
}

/**
 * A manual bid equal to any autobid's limit, anyone's and spent ones too, is refused by production
 * (`Auction.validateBid`, contract §7.4 rule 3).
 */
export const equalsAnAutoBidLimit = (amount: number, autoBids: BidRoom['autoBids']): boolean =>
  autoBids.some((autoBid) => autoBid.limitAmount === amount);

/**
 * The bid the room suggests (spec §2's one-tap minimum, issue 36): `from` (the minimum unless
 * given), or, when that equals an autobid's limit (which production refuses), the first amount a
 * whole step further on that does not (a step of 0 moves on by 1 krone).
 */
export function suggestedBid(room: BidRoom, from: number = minimumAcceptableBid(room)): number {
  const move = room.minimalStep > 0 ? room.minimalStep : 1;
  let amount = from;
  while (equalsAnAutoBidLimit(amount, room.autoBids)) amount += move;
  return amount;
}

/** How far a manual bid is above the minimum, when it is far enough to be confirmed first. */
export interface LargeBid {
  minimum: number;
  aboveMinimum: number;
  /** Whole minimal steps above the minimum (0 when the step is 0). */
  stepsAboveMinimum: number;
}

/**
 * An extra zero guard: a bid more than LARGE_BID_STEPS_ABOVE_MINIMUM steps above the minimum
 * acceptable bid, or above LARGE_BID_FACTOR_OF_HIGHEST × the highest bid, is large; null otherwise.
 */
export function largeBid(amount: number, terms: BidTerms): LargeBid | null {
  const minimum = minimumAcceptableBid(terms);
  const aboveMinimum = amount - minimum;
  if (aboveMinimum <= 0) return null;
  const { minimalStep, highestBid } = terms;
  const manySteps = minimalStep > 0 && aboveMinimum > LARGE_BID_STEPS_ABOVE_MINIMUM * minimalStep;
  const farAboveHighest = highestBid ? amount > LARGE_BID_FACTOR_OF_HIGHEST * highestBid.amount : false;
  if (!manySteps && !farAboveHighest) return null;
  const stepsAboveMinimum = minimalStep > 0 ? Math.floor(aboveMinimum / minimalStep) : 0;
  return { minimum, aboveMinimum, stepsAboveMinimum };
}

/**
 * What a question before a bid ("You already lead. Bid anyway?", "Check your bid") was asked about:
 * its words are drawn from this alone, so they stay what was true when it was asked.
 */
export interface BidQuestion {
  amount: number;
  leading: boolean;
  /** The highest bid's amount when asked (0 with no bid): the leader's question names it. */
  highest: number;
  minimum: number;
  large: LargeBid | null;
}

export const bidQuestion = (amount: number, room: BidRoom, leading: boolean): BidQuestion => ({
  amount,
  leading,
  highest: room.highestBid?.amount ?? 0,
  minimum: minimumAcceptableBid(room),
  large: largeBid(amount, room),
});

export type BidQuestionChange = 'outbid' | 'notTaken' | 'moved';

/**
 * Why a question still open no longer stands (spec §5): the user lost the lead it asked about
 * ('outbid'), its amount became one production refuses as equal to an autobid's limit ('notTaken'),
 * or the highest bid, the minimum or the large-bid reckoning moved ('moved'); null while it stands.
 */
export function bidQuestionChange(
  asked: BidQuestion,
  room: BidRoom,
  leading: boolean,
): BidQuestionChange | null {
  if (asked.leading && !leading) return 'outbid';
  if (equalsAnAutoBidLimit(asked.amount, room.autoBids)) return 'notTaken';
  const now = bidQuestion(asked.amount, room, leading);
  const same =
    now.leading === asked.leading &&
    now.highest === asked.highest &&
    now.minimum === asked.minimum &&
    now.large?.aboveMinimum === asked.large?.aboveMinimum &&
    now.large?.stepsAboveMinimum === asked.large?.stepsAboveMinimum;
  return same ? null : 'moved';
}

/** One bid's identity: the same bid parsed twice (two pushes) gives the same key. */
export const bidKey = (bid: PlacedBid): string => `${bid.bidderId}|${bid.amount}|${bid.placedAt}`;

/** Numbers bidders 1, 2, … by their first appearance in `bids` (sorted oldest first). */
export function numberBidders(bids: readonly PlacedBid[]): ReadonlyMap<string, number> {
  const numbers = new Map<string, number>();
  for (const bid of bids) if (!numbers.has(bid.bidderId)) numbers.set(bid.bidderId, numbers.size + 1);
  return numbers;
}

/** How many of `bids` are this bidder's at this amount (to see whether a sent bid has arrived). */
export function countBids(bids: readonly PlacedBid[], bidderId: string, amount: number): number {
  let count = 0;
  for (const bid of bids) if (bid.bidderId === bidderId && bid.amount === amount) count += 1;
  return count;
}

/** How many of `autoBids` are this bidder's with this limit. */
export function countAutoBids(
  autoBids: readonly { bidderId: string; limitAmount: number }[],
  bidderId: string,
  limitAmount: number,
): number {
  let count = 0;
  for (const autoBid of autoBids)
    if (autoBid.bidderId === bidderId && autoBid.limitAmount === limitAmount) count += 1;
  return count;
}

type Bid = Pick<PlacedBid, 'bidderId' | 'amount'>;

/**
 * True when someone else leads `after` and `userId` led at some point since `before` (the highest
 * bid last seen): it led then, or a bid of its own since went past it. Pushes are hints, read at
 * most every 500 ms (realtime/pushCheck.ts), so the user's own bid and a rival's answer to it can
 * arrive in one read, in which the leader seems never to have changed.
 */
export function isOutbid(
  before: Bid | null | undefined,
  after: { highestBid?: Bid | null; bids: readonly Bid[] },
  userId: string | null,
): boolean {
  const leader = after.highestBid;
  if (userId === null || !leader || leader.bidderId === userId) return false;
  if (before?.bidderId === userId) return true;
  const seenAmount = before?.amount ?? Number.NEGATIVE_INFINITY;
  return after.bids.some((bid) => bid.bidderId === userId && bid.amount > seenAmount);
}

/** True when `userId` holds the highest bid: a bid from it would only raise its own lead. */
export function isLeading(auction: { highestBid?: { bidderId: string } | null }, userId: string): boolean {
  return auction.highestBid?.bidderId === userId;
}

/**
 * An autobid is spent once the highest bid has gone past what it can answer: it bids only when its
 * limit reaches the highest bid plus one step (contract §7.5), whoever leads.
 */
export function isAutoBidSpent(limitAmount: number, terms: BidTerms): boolean {
  if (!terms.highestBid) return false;
  return limitAmount < terms.highestBid.amount + terms.minimalStep;
}

/**
 * When the server took the user's newest bid (or autobid) of this amount: its `placedAt`, stamped
 * by the server (Auction.placeNewBid, placeNewAutoBid), for the bid's receipt and the server's
 * clock (core/serverTime.ts). Undefined while the auction does not show it.
 */
export function ownPlacedAt(
  auction: {
    bids: readonly PlacedBid[];
    autoBids: readonly { bidderId: string; limitAmount: number; placedAt: string }[];
  },
  bidderId: string,
  kind: 'bid' | 'autoBid',
  amount: number,
): string | undefined {
  const entries =
    kind === 'bid'
      ? auction.bids.filter((bid) => bid.bidderId === bidderId && bid.amount === amount)
      : auction.autoBids.filter((autoBid) => autoBid.bidderId === bidderId && autoBid.limitAmount === amount);
  return entries.reduce<string | undefined>(
    (newest, { placedAt }) =>
      newest === undefined || Date.parse(placedAt) > Date.parse(newest) ? placedAt : newest,
    undefined,
  );
}
