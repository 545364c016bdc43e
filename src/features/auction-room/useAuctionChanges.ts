import { useEffect, useState } from 'react';
import type { Auction } from '../../api/auctions';
import { bidKey, isOutbid } from '../../lib/bidding';

interface Seen {
  highest: Auction['highestBid'];
  endDateTime: string;
  outbid: boolean;
  extended: boolean;
}

const keyOf = (bid: Auction['highestBid']) => (bid ? bidKey(bid) : null);

/**
 * What changed between the auctions this screen has shown: whether the user was outbid (led,
 * and someone else leads now) and whether a late bid moved the end (contract §7.6).
 */
export function useAuctionChanges(auction: Auction, userId: string) {
  const [seen, setSeen] = useState<Seen>({
    highest: auction.highestBid,
    endDateTime: auction.endDateTime,
    outbid: false,
    extended: false,
  });

  if (keyOf(auction.highestBid) !== keyOf(seen.highest) || auction.endDateTime !== seen.endDateTime) {
    let { outbid } = seen;
    if (isOutbid(seen.highest, auction.highestBid, userId)) outbid = true;
    else if (auction.highestBid?.bidderId === userId) outbid = false;
    setSeen({
      highest: auction.highestBid,
      endDateTime: auction.endDateTime,
      outbid,
      extended: seen.extended || Date.parse(auction.endDateTime) > Date.parse(seen.endDateTime),
    });
  }

  return {
    outbid: seen.outbid,
    extended: seen.extended,
    dismissOutbid: () => setSeen((current) => ({ ...current, outbid: false })),
  };
}

/** While the tab is hidden, its title says the user was outbid; the title comes back when it is shown. */
export function useOutbidTitle(outbid: boolean, title: string) {
  useEffect(() => {
    if (!outbid) return undefined;
    const original = document.title;
    const apply = () => {
      document.title = document.hidden ? title : original;
    };
    apply();
    document.addEventListener('visibilitychange', apply);
    return () => {
      document.removeEventListener('visibilitychange', apply);
      document.title = original;
    };
  }, [outbid, title]);
}
