import { describe, expect, it } from 'vitest';
import { numberBidders, type PlacedBid } from '../../src/rules/bidding';

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
    expect(asObject(numbering)).toEqual({ carol: 1, alice: 2, bob: 3 });
  });

  it('has no bidders for no bids', () => {
    expect(numberBidders([]).size).toBe(0);
  });

  it('numbers 2,000 bids by 31 bidders in order of first appearance', () => {
    const all = Array.from({ length: 2000 }, (_, index) => bid(`bidder-${(index * 7) % 31}`, index));
    const numbering = numberBidders(all);
    expect(numbering.size).toBe(31);
    expect(numbering.get('bidder-0')).toBe(1);
    expect(numbering.get('bidder-7')).toBe(2);
  });
});
