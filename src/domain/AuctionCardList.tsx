import type { AuctionSummary } from '../api/auctions';
import { paths } from '../paths';
import { AuctionCard } from './AuctionCard';
import styles from './AuctionCardList.module.css';

interface AuctionCardListProps {
  auctions: readonly AuctionSummary[];
  /** The previous page, shown dimmed while the next one loads. */
  busy: boolean;
  label?: string;
}

/** Auction cards in a grid, each leading to its auction room: /auctions and a representative's auctions. */
export function AuctionCardList({ auctions, busy, label }: AuctionCardListProps) {
  return (
    <ul className={styles.list} aria-label={label} aria-busy={busy}>
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard auction={auction} href={paths.auction(auction.carDetails.carId)} />
        </li>
      ))}
    </ul>
  );
}
