import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';
import { norwegianTimeOfDay } from '../lib/norwegianTime';
import type { BidOutcome } from './bidPipeline';
import { useBid } from './useBid';
import styles from './BidProgress.module.css';

interface BidProgressProps {
  carId: string;
  /** Newer news than the last outcome, shown instead of it (the desk's question taken back unanswered). */
  notice?: string | null;
}

/**
 * What became of the user's last bid, announced politely: on its way, placed, or not placed
 * with the reason. The room and the desk show the same words for the same bid. A bid refused
 * because the auction was paused or closed is told beside the closed auction (ClosedRefusal): once
 * it runs again, that refusal is history and not shown here. A placed bid comes with its receipt
 * in the server's time ("Received by the server at 14:03:12 (Norwegian time)"): a bidder who
 * disputes a late bid can point to it.
 */
export function BidProgress({ carId, notice = null }: BidProgressProps) {
  const { t } = useTranslation('auctionRoom');
  const { pending, outcome } = useBid(carId);
  return (
    <p role="status" className={styles.progress}>
      {pending && t(`pending.${pending.kind}`, { amount: formatMoney(pending.amount) })}
      {!pending && notice}
      {!pending && !notice && outcome && !(!outcome.placed && outcome.closed) && (
        <OutcomeText outcome={outcome} />
      )}
    </p>
  );
}

function OutcomeText({ outcome }: { outcome: BidOutcome }) {
  const { t } = useTranslation('auctionRoom');
  const amount = formatMoney(outcome.amount);
  if (outcome.placed) {
    const placed = t(outcome.kind === 'bid' ? 'pending.bidPlaced' : 'pending.autoBidPlaced', { amount });
    const { placedAt } = outcome;
    return <>{placedAt ? `${placed} ${t('receipt', { time: norwegianTimeOfDay(placedAt) })}` : placed}</>;
  }
  const reason = outcome.reason ?? t('pending.noConfirmation');
  return (
    <>{t(outcome.kind === 'bid' ? 'pending.bidNotPlaced' : 'pending.autoBidNotPlaced', { amount, reason })}</>
  );
}
