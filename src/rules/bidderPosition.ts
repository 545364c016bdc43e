/**
 * Where a bidder stands in an auction: leading (the highest bid is theirs), outbid (they bid,
 * someone else leads) or not bidding yet. "They" may be several bidder ids: a buyer company
 * stands where its representatives stand.
 */
export type BidderPosition = 'leading' | 'outbid' | 'none';

interface Standing {
  highestBid?: { bidderId: string } | null;
  bids: readonly { bidderId: string }[];
}

export function bidderPosition(auction: Standing, bidderIds: ReadonlySet<string>): BidderPosition {
  if (bidderIds.size === 0) return 'none';
  if (auction.highestBid && bidderIds.has(auction.highestBid.bidderId)) return 'leading';
  for (const bid of auction.bids) if (bidderIds.has(bid.bidderId)) return 'outbid';
  return 'none';
}
