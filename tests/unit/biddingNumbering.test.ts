import { describe, expect, it } from 'vitest';
import { NO_BIDDERS, numberBidders, type PlacedBid } from '../../src/lib/bidding';

const bid = (bidderId: string, index: number): PlacedBid => ({
  bidderId,
  amount: 1000 + index * 100,
  placedAt: new Date(Date.UTC(2026, 0, 1, 10, 0, index)).toISOString(),
});
const bidsOf = (...bidders: string[]) => bidders.map((bidder, index) => bid(bidder, index));
const asObject = (numbers: ReadonlyMap<string, number>) => Object.fromEntries(numbers);

describe('numberBidders', () => {
  it('numbers bidders 1, 2, … by their first appearance in time', () => {
    const numbering = numberBidders(bidsOf('carol', 'alice', 'carol', 'bob', 'alice'));
    expect(asObject(numbering.numbers)).toEqual({ carol: 1, alice: 2, bob: 3 });
  });

  it('has no bidders for no bids', () => {
    const numbering = numberBidders([]);
    expect(numbering.numbers.size).toBe(0);
    expect(numbering.counted).toBe(0);
  });

  it('counts only the new bids when the list extends the one counted before, and gives the same numbers', () => {
    const first = bidsOf('a', 'b', 'a');
    const longer = [...first.map((b) => ({ ...b })), bid('c', 3), bid('b', 4), bid('d', 5)];
    const before = numberBidders(first);
    const incremental = numberBidders(longer, before);
    expect(asObject(incremental.numbers)).toEqual({ a: 1, b: 2, c: 3, d: 4 });
    expect(asObject(incremental.numbers)).toEqual(asObject(numberBidders(longer).numbers));
    expect(asObject(before.numbers)).toEqual({ a: 1, b: 2 });
  });

  it('returns the earlier numbering itself when nothing was added', () => {
    const bids = bidsOf('a', 'b');
    const before = numberBidders(bids);
    expect(
      numberBidders(
        bids.map((b) => ({ ...b })),
        before,
      ),
    ).toBe(before);
  });

  it('starts over when the list does not extend the counted one (a bid replaced, or a shorter list)', () => {
    const before = numberBidders(bidsOf('a', 'b', 'c'));
    const replaced = [bid('c', 0), bid('b', 1), bid('a', 2)];
    expect(asObject(numberBidders(replaced, before).numbers)).toEqual({ c: 1, b: 2, a: 3 });
    expect(asObject(numberBidders(bidsOf('z'), before).numbers)).toEqual({ z: 1 });
    expect(numberBidders([], before).numbers.size).toBe(0);
  });

  it('keeps numbering 2,000 bids by many bidders consistent when pushed one at a time', () => {
    const all = Array.from({ length: 2000 }, (_, index) => bid(`bidder-${(index * 7) % 31}`, index));
    let numbering = NO_BIDDERS;
    for (let length = 1; length <= all.length; length += 1)
      numbering = numberBidders(all.slice(0, length), numbering);
    expect(asObject(numbering.numbers)).toEqual(asObject(numberBidders(all).numbers));
    expect(numbering.numbers.size).toBe(31);
    expect(numbering.numbers.get('bidder-0')).toBe(1);
    expect(numbering.numbers.get('bidder-7')).toBe(2);
  });
});
