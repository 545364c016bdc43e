import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { BidProgress } from '../../product/BidProgress';
import { useBid } from '../../product/useBid';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import styles from './QuickBid.module.css';

/** What the desk lends each row for bidding. */
export interface DeskBidding {
  userId: string;
  /** The session expired: no bid goes out until the user logs in again (the desk says so). */
  paused: boolean;
}

interface QuickBidProps {
  auction: Auction;
  /** The car's name as the row shows it. */
  makeModel: string;
  /** The minimum acceptable bid (spec §5), worked out by the row. */
  minimum: number;
  /** The highest bid is the user's: a tap asks first ("You already lead. Bid anyway?"), as in the room. */
  leading: boolean;
  bidding: DeskBidding;
}

/**
 * One tap bids the minimum, through the page's one bid pipeline: the room's rules and words
 * (on its way → placed / not placed), one bid in flight at a time, so the other rows wait.
 */
export function QuickBid({ auction, makeModel, minimum, leading, bidding }: QuickBidProps) {
  const { t } = useTranslation('desk');
  // The room's words for the leader's question: one question in both places.
  const { t: roomT } = useTranslation('auctionRoom');
  const { userId, paused } = bidding;
  const bid = useBid(auction.carDetails.carId);
  const [confirming, setConfirming] = useState(false);
  const waiting = bid.pending !== null;
  const amount = formatMoney(minimum);
  const send = () => bid.send(auction, userId, 'bid', minimum);
  return (
    <div className={styles.quickBid}>
      <Button
        onClick={() => (leading ? setConfirming(true) : send())}
        disabled={waiting || bid.busyElsewhere || paused}
        aria-busy={waiting}
        aria-label={t('bid.label', { amount, makeModel })}
      >
        {t('bid.button', { amount })}
      </Button>
      <BidProgress pending={bid.pending} outcome={bid.outcome} />
      <ConfirmDialog
        open={confirming}
        title={confirming ? roomT('leading.title') : ''}
        message={
          confirming
            ? roomT('leading.message', {
                amount,
                highest: formatMoney(auction.highestBid?.amount ?? 0),
              })
            : ''
        }
        confirmLabel={confirming ? roomT('leading.confirm', { amount }) : ''}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          send();
        }}
      />
    </div>
  );
}
