import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../api/auctions';
import { formatMoney } from '../lib/money';
import { formatNorwegianTime } from '../lib/norwegianTime';
import { operatorChange, type TermsChange } from '../rules/auctionWatch';
import { CloseIcon } from '../ui/icons/CloseIcon';
import styles from './AuctionChangeNotice.module.css';

interface AuctionChangeNoticeProps {
  auction: Auction;
  /** The backend no longer has the auction: by-car answered 404 after it was shown. */
  removed: boolean;
  /** The car is gone under its auction (`GET /cars/{id}` 404, contract §14.12). */
  carGone: boolean;
  /** The auction cannot be read now (403 after it was shown): what is shown may be out of date. */
  unreadable?: boolean;
}

interface Seen {
  auction: Auction;
  /** What the operator changed since the screen first showed the auction, newest values, until dismissed. */
  change: TermsChange | null;
}

/**
 * What production never broadcasts, said in plain words where the auction is shown (the room, a desk
 * row; contract §14.10): the operator's new end, step or starting price (found by the screen's
 * watch, product/usePauseWatch.ts, or by any later read), a removed auction and a gone car.
 */
export function AuctionChangeNotice({
  auction,
  removed,
  carGone,
  unreadable = false,
}: AuctionChangeNoticeProps) {
  const { t } = useTranslation('auctionRoom');
  const [seen, setSeen] = useState<Seen>({ auction, change: null });
  if (seen.auction !== auction) {
    const change = operatorChange(seen.auction, auction);
    setSeen({
      auction,
      change: change ? { ...(seen.auction.id === auction.id ? seen.change : null), ...change } : seen.change,
    });
  }

  if (removed)
    return (
      <p role="alert" className={styles.notice}>
        {t('watch.removed')}
      </p>
    );
  if (unreadable)
    return (
      <p role="alert" className={styles.notice}>
        {t('watch.unreadable')}
      </p>
    );
  if (carGone)
    return (
      <p role="alert" className={styles.notice}>
        {t('watch.carGone')}
      </p>
    );
  const { change } = seen;
  if (!change) return null;
  return (
    <div role="status" className={styles.notice}>
      <ul className={styles.lines}>
        {change.endDateTime !== undefined && (
          <li>{t('watch.endMoved', { time: formatNorwegianTime(change.endDateTime) })}</li>
        )}
        {change.minimalStep !== undefined && (
          <li>{t('watch.stepChanged', { amount: formatMoney(change.minimalStep) })}</li>
        )}
        {change.startingPrice !== undefined && (
          <li>{t('watch.startingPriceChanged', { amount: formatMoney(change.startingPrice) })}</li>
        )}
      </ul>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => setSeen((current) => ({ ...current, change: null }))}
        aria-label={t('watch.dismiss')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
