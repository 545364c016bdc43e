import type { AuctionSummary } from '../api/auctions';
import { paths } from '../paths';
import { AuctionCard } from './AuctionCard';
import { AuctionOutcome } from './AuctionOutcome';
import type { OwnBidders } from './useOwnUser';
import styles from './AuctionCardList.module.css';

interface AuctionCardListProps {
  auctions: readonly AuctionSummary[];
  /** The previous page, shown dimmed while the next one loads. */
  busy: boolean;
  label?: string;
  /** Whose win the cards of ended auctions tell: a representative's (named when its company looks). */
  outcomeFor?: OwnBidders;
}

/** Auction cards in a grid, each leading to its auction room: /auctions and a representative's auctions. */
export function AuctionCardList({ auctions, busy, label, outcomeFor }: AuctionCardListProps) {
  return (
    <ul className={styles.list} aria-label={label} aria-busy={busy}>
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard
            auction={auction}
            href={paths.auction(auction.carDetails.carId)}
            outcome={outcomeFor && <AuctionOutcome auction={auction} bidders={outcomeFor} />}
          />
        </li>
      ))}
    </ul>
  );
}
