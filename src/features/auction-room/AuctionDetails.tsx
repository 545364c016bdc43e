import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Countdown } from '../../ui/Countdown';
import styles from './AuctionDetails.module.css';

interface AuctionDetailsProps {
  auction: Auction;
  /** FINISHED or DISABLED: the countdown shows a dash. */
  inactive: boolean;
  extended: boolean;
}

/** Spec §2 details block: highest bid or 'no bids', minimal step, time left. */
export function AuctionDetails({ auction, inactive, extended }: AuctionDetailsProps) {
  const { t } = useTranslation('auctionRoom');
  const timerLabelId = useId();
  return (
    <section className={styles.details} aria-label={t('details.label')}>
      <dl className={styles.facts}>
        <div className={styles.highest}>
          <dt>{t('details.highestBid')}</dt>
          <dd data-testid="highest-bid">
            {auction.highestBid ? formatMoney(auction.highestBid.amount) : t('details.noBids')}
          </dd>
        </div>
        <div>
          <dt>{t('details.minimalStep')}</dt>
          <dd>{formatMoney(auction.minimalStep)}</dd>
        </div>
        <div>
          <dt>{t('details.startingPrice')}</dt>
          <dd>{formatMoney(auction.startingPrice)}</dd>
        </div>
        <div className={styles.time}>
          <dt id={timerLabelId}>{t('details.endsIn')}</dt>
          <dd>
            <span role="timer" aria-labelledby={timerLabelId} aria-live="off">
              <Countdown endDateTime={auction.endDateTime} inactive={inactive} />
            </span>
          </dd>
        </div>
      </dl>
      {extended && !inactive && (
        <p className={styles.extended}>
          {t('details.extended', { time: formatDateTime(auction.endDateTime) })}
        </p>
      )}
    </section>
  );
}
