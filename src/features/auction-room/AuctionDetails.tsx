import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { formatMoney } from '../../lib/money';
import { Countdown } from '../../ui/Countdown';
import { useNorwegianTime } from '../../ui/useNorwegianTime';
import styles from './AuctionDetails.module.css';

interface AuctionDetailsProps {
  auction: Auction;
  /**
   * Finished, paused or past its end: the countdown shows a dash (spec §2), and the closed notice
   * alone says that the auction ended, once.
   */
  inactive: boolean;
  /** Over (finished, or past its end): "no bids" is final, not "yet". */
  ended: boolean;
  extended: boolean;
}

/** Spec §2 details block: highest bid or 'no bids', minimal step, time left. */
export function AuctionDetails({ auction, inactive, ended, extended }: AuctionDetailsProps) {
  const { t } = useTranslation('auctionRoom');
  const timerLabelId = useId();
  const time = useNorwegianTime();
  // Looked up once per language, not on every push.
  const labels = useMemo(
    () => ({
      section: t('details.label'),
      highestBid: t('details.highestBid'),
      noBids: t('details.noBids'),
      noBidsEnded: t('details.noBidsEnded'),
      minimalStep: t('details.minimalStep'),
      startingPrice: t('details.startingPrice'),
      endsIn: t('details.endsIn'),
    }),
    [t],
  );
  return (
    <section className={styles.details} aria-label={labels.section}>
      <dl className={styles.facts}>
        <div className={styles.highest}>
          <dt>{labels.highestBid}</dt>
          <dd data-testid="highest-bid">
            {auction.highestBid
              ? formatMoney(auction.highestBid.amount)
              : ended
                ? labels.noBidsEnded
                : labels.noBids}
          </dd>
        </div>
        <div>
          <dt>{labels.minimalStep}</dt>
          <dd>{formatMoney(auction.minimalStep)}</dd>
        </div>
        <div>
          <dt>{labels.startingPrice}</dt>
          <dd>{formatMoney(auction.startingPrice)}</dd>
        </div>
        <div className={styles.time}>
          <dt id={timerLabelId}>{labels.endsIn}</dt>
          <dd>
            <span role="timer" aria-labelledby={timerLabelId} aria-live="off">
              <Countdown endDateTime={auction.endDateTime} inactive={inactive} />
            </span>
          </dd>
        </div>
      </dl>
      {/* The end as a time of day too (issue 30: Norwegian time, noted as such elsewhere). */}
      {!inactive && (
        <p className={extended ? styles.extended : styles.endsAt}>
          {t(extended ? 'details.extended' : 'details.endsAt', { time: time.format(auction.endDateTime) })}
        </p>
      )}
    </section>
  );
}
