/**
 * What an open room or desk learns by asking, because production broadcasts only bids (contract
 * §14.10): which list to ask, when a listed auction must be read again, and what an operator
 * changed. Pure: no React, no I/O.
 */

type Status = 'ACTIVE' | 'FINISHED' | 'DISABLED';

/** The auction's terms an operator edits (`PUT /auctions`, contract §14.2), as a screen compares them. */
export interface Terms {
  id: string;
  status: Status;
  startingPrice: number;
  minimalStep: number;
  endDateTime: string;
}

/** One car on screen as the watch sees it: its auction as shown, or gone (the backend answered 404). */
export type WatchedAuction = { kind: 'shown'; auction: Terms } | { kind: 'gone' } | { kind: 'unknown' };

/**
 * The list a screen asks about a car (contract §14.10): a paused auction in the paused list, every
 * other (running, ended, gone) in the running list, where a restart or a new auction for the car
 * would appear. So a room asks one list, whatever its auction's state.
 */
export const listAskedFor = (watched: WatchedAuction): 'ACTIVE' | 'DISABLED' =>
  watched.kind === 'shown' && watched.auction.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE';

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * Whether the list's answer for a car (its auctions in the list of status `asked`: none, one, or two
 * when production started a second one, contract §14.14) disagrees with what the screen shows, so
 * that the auction must be read again in full. Nothing is ever shown from the list itself: it is
 * shape A, without bids (contract §7.2). A car listed twice is not read: by-car answers it 403.
 */
export function needsRead(watched: WatchedAuction, asked: Status, listedAll: readonly Terms[]): boolean {
  if (watched.kind === 'unknown' || listedAll.length > 1) return false;
  const [listed] = listedAll;
  // Gone, or ended: only an auction listed again (a restart, a new start for the car) is news.
  if (watched.kind === 'gone' || watched.auction.status !== asked) return listed !== undefined;
  const shown = watched.auction;
  return (
    listed === undefined ||
    listed.id !== shown.id ||
    listed.startingPrice !== shown.startingPrice ||
    listed.minimalStep !== shown.minimalStep ||
    !sameInstant(listed.endDateTime, shown.endDateTime)
  );
}

/** What an operator changed between two reads of one auction: each field set only when it changed. */
export interface TermsChange {
  endDateTime?: string;
  minimalStep?: number;
  startingPrice?: number;
}

/**
 * The terms an operator changed between two shown reads of the same auction. An end moved together
 * with a new bid is the soft close (contract §7.6: a late bid adds 2 minutes), not an operator's
 * act; an end moved without one is. Another auction (a new start for the car) is no change of terms.
 */
export function operatorChange(
  before: Terms & { bids: readonly unknown[] },
  after: Terms & { bids: readonly unknown[] },
): TermsChange | null {
  if (before.id !== after.id) return null;
  const change: TermsChange = {};
  if (!sameInstant(before.endDateTime, after.endDateTime) && after.bids.length === before.bids.length)
    change.endDateTime = after.endDateTime;
  if (before.minimalStep !== after.minimalStep) change.minimalStep = after.minimalStep;
  if (before.startingPrice !== after.startingPrice) change.startingPrice = after.startingPrice;
  return Object.keys(change).length > 0 ? change : null;
}
