import { useEffect, useState } from 'react';
import type { Auction } from '../../api/auctions';
import { isOutbid } from '../../rules/bidding';

interface Seen {
  /** The highest bid last seen. */
  leader: Auction['highestBid'];
  endDateTime: string;
  outbid: boolean;
  extended: boolean;
}

/**
 * What changed between the auctions this screen has shown: whether the user was outbid (led, or
 * bid past the highest bid seen, and someone else leads now: rules/bidding `isOutbid`) and whether
 * a late bid moved the end (contract §7.6). Only a new highest bid or a new end changes what it
 * remembers: a read that changes neither renders the room once.
 */
export function useAuctionChanges(auction: Auction, userId: string) {
  const [seen, setSeen] = useState<Seen>({
    leader: auction.highestBid,
    endDateTime: auction.endDateTime,
    outbid: false,
    extended: false,
  });

  const highest = auction.highestBid;
  const newHighest = highest?.bidderId !== seen.leader?.bidderId || highest?.amount !== seen.leader?.amount;
  if (newHighest || auction.endDateTime !== seen.endDateTime) {
    let { outbid } = seen;
    if (isOutbid(seen.leader, auction, userId)) outbid = true;
    else if (auction.highestBid?.bidderId === userId) outbid = false;
    setSeen({
      leader: auction.highestBid,
      endDateTime: auction.endDateTime,
      outbid,
      // Only a late bid extends (contract §7.6); an operator's new end is said by AuctionChangeNotice.
      extended:
        seen.extended || (newHighest && Date.parse(auction.endDateTime) > Date.parse(seen.endDateTime)),
    });
  }

  return {
    outbid: seen.outbid,
    extended: seen.extended,
    dismissOutbid: () => setSeen((current) => ({ ...current, outbid: false })),
  };
}

/**
 * While the tab is hidden, its title says the user was outbid (`title`, null while not outbid);
 * the title comes back when it is shown.
 */
export function useOutbidTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return undefined;
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
  }, [title]);
}
