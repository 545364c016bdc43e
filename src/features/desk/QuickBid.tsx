import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { BidProgress } from '../../domain/BidProgress';
import { useBid } from '../../domain/useBid';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/Button';
import styles from './QuickBid.module.css';

/** What the desk lends each row for bidding. */
export interface DeskBidding {
  userId: string;
  /** The session expired: no bid goes out until the user logs in again (the desk says so). */
  paused: boolean;
}

interface QuickBidProps {
  auction: Auction;
  /** The minimum acceptable bid (spec §5), worked out by the row. */
  minimum: number;
  bidding: DeskBidding;
}

/**
 * One tap bids the minimum, through the page's one bid pipeline: the room's rules and words
 * (on its way → placed / not placed), one bid in flight at a time, so the other rows wait.
 */
export function QuickBid({ auction, minimum, bidding }: QuickBidProps) {
  const { t } = useTranslation('desk');
  const { carId, makeModel } = auction.carDetails;
  const { userId, paused } = bidding;
  const bid = useBid(carId);
  const waiting = bid.pending !== null;
  const amount = formatMoney(minimum);
  return (
    <div className={styles.quickBid}>
      <Button
        onClick={() => bid.send(auction, userId, 'bid', minimum)}
        disabled={waiting || bid.busyElsewhere || paused}
        aria-busy={waiting}
        aria-label={t('bid.label', { amount, makeModel })}
      >
        {t('bid.button', { amount })}
      </Button>
      <BidProgress pending={bid.pending} outcome={bid.outcome} />
    </div>
  );
}
