import { describe, expect, it } from 'vitest';
import { CLOSING_AT_MOST_MS } from '../../src/config';
import { auctionOutcome, auctionPhase, winningBid } from '../../src/rules/auctionOutcome';

const me = 'rep-1';
const other = 'rep-2';
const end = Date.UTC(2026, 5, 1, 12);
/** The server said FINISHED (the outcome tests' auctions are finished unless they say otherwise). */
const afterEnd = end + 1000;
const at = (secondsBeforeEnd: number) => new Date(end - secondsBeforeEnd * 1000).toISOString();
const bid = (bidderId: string, amount: number, secondsBeforeEnd: number) => ({
  bidderId,
  amount,
  placedAt: at(secondsBeforeEnd),
});
const auction = (
  bids: ReturnType<typeof bid>[],
  status: 'ACTIVE' | 'FINISHED' | 'DISABLED' = 'FINISHED',
) => ({
  status,
  endDateTime: new Date(end).toISOString(),
  bids,
  highestBid: bids.at(-1) ?? null,
});

describe('auction end', () => {
  it('is the server’s FINISHED; past its end while ACTIVE it is only closing (issue 43)', () => {
    expect(auctionPhase(auction([], 'ACTIVE'), end - 1)).toBe('running');
    expect(auctionPhase(auction([], 'ACTIVE'), end)).toBe('closing');
    expect(auctionPhase(auction([], 'ACTIVE'), end)).not.toBe('ended');
    expect(auctionOutcome(auction([bid(me, 100, 60)], 'ACTIVE'), new Set([me]), afterEnd)).toEqual({
      kind: 'closing',
    });
    expect(auctionPhase(auction([], 'FINISHED'), end - 3600_000)).toBe('ended');
  });

  it('is over all the same when no finish job came long after the end (contract §7.7)', () => {
    expect(auctionPhase(auction([], 'ACTIVE'), end + CLOSING_AT_MOST_MS - 1)).toBe('closing');
    expect(auctionPhase(auction([], 'ACTIVE'), end + CLOSING_AT_MOST_MS)).toBe('ended');
  });

  it('is not reached by a paused auction past its end (the finish job skips it)', () => {
    expect(auctionPhase(auction([], 'DISABLED'), afterEnd)).not.toBe('ended');
    expect(auctionOutcome(auction([bid(me, 100, 60)], 'DISABLED'), new Set([me]), afterEnd)).toEqual({
      kind: 'open',
    });
  });
});

describe('auction outcome', () => {
  it('is open before the end', () => {
    expect(auctionOutcome(auction([bid(me, 100, 60)], 'ACTIVE'), new Set([me]), end - 1)).toEqual({
      kind: 'open',
    });
  });

  it('is won by the bidder of the highest bid', () => {
    const bids = [bid(other, 100, 300), bid(me, 110, 200), bid(other, 120, 100), bid(me, 130, 50)];
    expect(auctionOutcome(auction(bids), new Set([me]), afterEnd)).toEqual({
      kind: 'won',
      amount: 130,
      winnerId: me,
    });
  });

  it('is lost when another bidder is highest, with the winning amount', () => {
    const bids = [bid(me, 100, 300), bid(other, 110, 200)];
    expect(auctionOutcome(auction(bids), new Set([me]), afterEnd)).toEqual({
      kind: 'lost',
      amount: 110,
      winnerId: other,
    });
  });

  it('ended without bids', () => {
    expect(auctionOutcome(auction([], 'FINISHED'), new Set([me]), afterEnd)).toEqual({ kind: 'noBids' });
  });

  it('goes to the earlier of two equal limits (contract §7.5 tie rule)', () => {
    // Step 10. My auto-bid (limit 130) answers the other's 110 with 120. The other then sets an
    // auto-bid with the same limit, later: exactly highest + step, so the tie rule gives the
    // bid at 130 to my earlier auto-bid, over my own 120, and the other never bids again.
    const bids = [bid(me, 100, 400), bid(other, 110, 300), bid(me, 120, 299), bid(me, 130, 200)];
    expect(auctionOutcome(auction(bids), new Set([me]), afterEnd)).toMatchObject({
      kind: 'won',
      amount: 130,
    });
    expect(auctionOutcome(auction(bids), new Set([other]), afterEnd)).toMatchObject({
      kind: 'lost',
      amount: 130,
    });
  });

  it('gives equal amounts to the earlier bid, whatever order they arrive in', () => {
    const earlier = bid(me, 150, 100);
    const later = bid(other, 150, 50);
    expect(winningBid([later, earlier])).toBe(earlier);
    expect(auctionOutcome(auction([later, earlier]), new Set([me]), afterEnd)).toMatchObject({
      kind: 'won',
      amount: 150,
    });
    expect(auctionOutcome(auction([earlier, later]), new Set([other]), afterEnd)).toMatchObject({
      kind: 'lost',
    });
  });

  it('reads a list entry (no bids, only the highest bid)', () => {
    const { bids: _bids, ...summary } = auction([bid(other, 100, 300), bid(me, 200, 100)], 'FINISHED');
    expect(auctionOutcome(summary, new Set([me]), afterEnd)).toEqual({
      kind: 'won',
      amount: 200,
      winnerId: me,
    });
    expect(auctionOutcome({ ...summary, highestBid: null }, new Set([me]), afterEnd)).toEqual({
      kind: 'noBids',
    });
  });

  it('is never won by a bidder set that did not bid: it is another bidder’s', () => {
    expect(auctionOutcome(auction([bid(other, 100, 60)]), new Set(), afterEnd)).toMatchObject({
      kind: 'lost',
    });
  });
});

describe('one outcome rule for every viewer', () => {
  const bids = [bid(other, 100, 300), bid(me, 110, 200)];

  it('is a company’s win when any of its representatives won', () => {
    expect(auctionOutcome(auction(bids), new Set([other, me]), afterEnd)).toEqual({
      kind: 'won',
      amount: 110,
      winnerId: me,
    });
  });

  it('is only sold, to whom it does not say, for a viewer who does not bid (the seller)', () => {
    expect(auctionOutcome(auction(bids), null, afterEnd)).toEqual({
      kind: 'sold',
      amount: 110,
      winnerId: me,
    });
    expect(auctionOutcome(auction([], 'FINISHED'), null, afterEnd)).toEqual({ kind: 'noBids' });
  });
});
