import { useTranslation } from 'react-i18next';
import type { Auction } from '../api/auctions';
import { formatMoney } from '../lib/money';
import { norwegianTimeOfDay } from '../lib/norwegianTime';
import { ownPlacedAt } from '../rules/bidding';
import type { BidOutcome, PendingBid } from './bidPipeline';
import styles from './BidProgress.module.css';

interface BidProgressProps {
  pending: PendingBid | null;
  outcome: BidOutcome | null;
  /** Newer news than the last outcome, shown instead of it (the desk's question taken back unanswered). */
  notice?: string | null;
  /** The auction and whose bid it is: a placed bid's receipt is its server stamp there. */
  auction: Pick<Auction, 'bids' | 'autoBids'>;
  userId: string;
}

/**
 * What became of the user's last bid, announced politely: on its way, placed, or not placed
 * with the reason. The room and the desk show the same words for the same bid. A bid refused
 * because the auction was paused or closed is told beside the closed auction (ClosedRefusal): once
 * it runs again, that refusal is history and not shown here. A placed bid comes with its receipt
 * in the server's time ("Received by the server at 14:03:12 (Norwegian time)"): a bidder who
 * disputes a late bid can point to it.
 */
export function BidProgress({ pending, outcome, notice = null, auction, userId }: BidProgressProps) {
  const { t } = useTranslation('auctionRoom');
  return (
    <p role="status" className={styles.progress}>
      {pending && t(`pending.${pending.kind}`, { amount: formatMoney(pending.amount) })}
      {!pending && notice}
      {!pending && !notice && outcome && !(!outcome.placed && outcome.closed) && (
        <OutcomeText outcome={outcome} auction={auction} userId={userId} />
      )}
    </p>
  );
}

function OutcomeText({
  outcome,
  auction,
  userId,
}: { outcome: BidOutcome } & Pick<BidProgressProps, 'auction' | 'userId'>) {
  const { t } = useTranslation('auctionRoom');
  const amount = formatMoney(outcome.amount);
  if (outcome.placed) {
    const placedAt = ownPlacedAt(auction, userId, outcome.kind, outcome.amount);
    const placed = t(outcome.kind === 'bid' ? 'pending.bidPlaced' : 'pending.autoBidPlaced', { amount });
    return <>{placedAt ? `${placed} ${t('receipt', { time: norwegianTimeOfDay(placedAt) })}` : placed}</>;
  }
  const reason = outcome.reason ?? t('pending.noConfirmation');
  return (
    <>{t(outcome.kind === 'bid' ? 'pending.bidNotPlaced' : 'pending.autoBidNotPlaced', { amount, reason })}</>
  );
}
