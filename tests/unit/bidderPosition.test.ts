import { describe, expect, it } from 'vitest';
import { bidderPosition } from '../../src/rules/bidderPosition';

const bid = (bidderId: string) => ({ bidderId });
const me = new Set(['me']);

describe('the bidder’s position', () => {
  it('has no bid yet when the auction has none, or none of the bidder’s', () => {
    expect(bidderPosition({ highestBid: null, bids: [] }, me)).toBe('none');
    expect(bidderPosition({ highestBid: bid('other'), bids: [bid('other')] }, me)).toBe('none');
  });

  it('leads when the highest bid is the bidder’s', () => {
    expect(bidderPosition({ highestBid: bid('me'), bids: [bid('other'), bid('me')] }, me)).toBe('leading');
  });

  it('is outbid when it bid and someone else leads', () => {
    expect(bidderPosition({ highestBid: bid('other'), bids: [bid('me'), bid('other')] }, me)).toBe('outbid');
  });

  it('stands for a company where any of its representatives stands', () => {
    const company = new Set(['rep1', 'rep2']);
    expect(bidderPosition({ highestBid: bid('rep2'), bids: [bid('x'), bid('rep2')] }, company)).toBe(
      'leading',
    );
    expect(bidderPosition({ highestBid: bid('x'), bids: [bid('rep1'), bid('x')] }, company)).toBe('outbid');
    expect(bidderPosition({ highestBid: bid('x'), bids: [bid('x')] }, new Set())).toBe('none');
  });
});
