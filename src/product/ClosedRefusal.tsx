import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/money';
import { useBidOutcome } from './useBid';
import styles from './ClosedRefusal.module.css';

interface ClosedRefusalProps {
  carId: string;
  /** Paused (it may open again) rather than ended. */
  paused: boolean;
}

/**
 * Beside a closed auction (the room's notice, a desk row): the user's last bid on it, refused because
 * an operator paused or closed it (409, contract §7.4). Said in place, with what it means (you
 * cannot bid now), instead of the error dialog; nothing when no such refusal is the last outcome.
 * Once the auction runs again the notice goes, and with it this refusal (BidProgress skips it).
 */
export function ClosedRefusal({ carId, paused }: ClosedRefusalProps) {
  const { t } = useTranslation('auctionRoom');
  const outcome = useBidOutcome(carId);
  if (!outcome || outcome.placed || !outcome.closed) return null;
  const reason = paused ? t('refused.paused') : t('refused.ended');
  const amount = formatMoney(outcome.amount);
  return (
    <p role="alert" className={styles.refusal}>
      {t(outcome.kind === 'bid' ? 'pending.bidNotPlaced' : 'pending.autoBidNotPlaced', { amount, reason })}
    </p>
  );
}
