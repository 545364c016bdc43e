import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { BidProgress } from '../../domain/BidProgress';
import { useBidSender, useRefusalDialog } from '../../domain/useBidSender';
import { formatMoney } from '../../lib/money';
import { useBidChannel } from '../../realtime/useAuctionStream';
import { Button } from '../../ui/Button';
import styles from './QuickBid.module.css';

/** What the desk lends each row for bidding: who bids, and its one-bid-at-a-time rule. */
export interface DeskBidding {
  userId: string;
  /** The car whose bid is on its way, if any: the other rows wait for it. */
  sendingCarId: string | null;
  claim: (carId: string) => boolean;
  release: (carId: string) => void;
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
 * One tap bids the minimum: the room's sender (same rules, pending → placed / not placed, a
 * refusal in the error dialog as spec §7 has it), on the desk's one connection. Only one desk bid is on its way at a time, so
 * a refusal from the error queue is this row's only while it waits.
 */
export function QuickBid({ auction, minimum, bidding }: QuickBidProps) {
  const { t } = useTranslation('desk');
  const { carId, makeModel } = auction.carDetails;
  const { userId, sendingCarId, claim, release, paused } = bidding;
  const channel = useBidChannel(carId);
  const sender = useBidSender(auction, userId, channel, 'whilePending');
  useRefusalDialog(sender);
  const waiting = sender.pending !== null;

  useEffect(() => {
    if (!waiting) release(carId);
  }, [waiting, release, carId]);
  useEffect(() => () => release(carId), [release, carId]);

  const anotherSending = sendingCarId !== null && sendingCarId !== carId;
  const amount = formatMoney(minimum);
  return (
    <div className={styles.quickBid}>
      <Button
        onClick={() => {
          if (claim(carId)) sender.send('bid', minimum);
        }}
        disabled={waiting || anotherSending || paused}
        aria-busy={waiting}
        aria-label={t('bid.label', { amount, makeModel })}
      >
        {t('bid.button', { amount })}
      </Button>
      <BidProgress pending={sender.pending} outcome={sender.outcome} />
    </div>
  );
}
