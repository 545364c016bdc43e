import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { SOFT_CLOSE_EXTENSION_MS, SOFT_CLOSE_WINDOW_MS } from '../../config';
import { useHasPassed } from '../../core/clock';
import { formatMoney } from '../../lib/money';
import { norwegianTimeOfDay } from '../../lib/norwegianTime';
import { ClockSkewNotice } from '../../ui/ClockSkewNotice';
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
  /** A late bid moved the end since the room opened (useAuctionChanges). */
  extended: boolean;
}

const MINUTE_MS = 60_000;

/**
 * Spec §2 details block: highest bid or 'no bids', minimal step, time left (on the server's clock,
 * with a word when this computer's clock is off). In the last ten minutes it says that every bid
 * moves the end (the soft close, contract §7.6), and each move is announced, politely: the
 * countdown never jumps without a word.
 */
export function AuctionDetails({ auction, inactive, ended, extended }: AuctionDetailsProps) {
  const { t } = useTranslation('auctionRoom');
  const timerLabelId = useId();
  const time = useNorwegianTime();
  const softClose = useHasPassed(Date.parse(auction.endDateTime) - SOFT_CLOSE_WINDOW_MS);
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
        <p className={styles.endsAt}>{t('details.endsAt', { time: time.format(auction.endDateTime) })}</p>
      )}
      {!inactive && softClose && (
        <p className={styles.softClose}>
          {t('softClose', {
            window: SOFT_CLOSE_WINDOW_MS / MINUTE_MS,
            extension: SOFT_CLOSE_EXTENSION_MS / MINUTE_MS,
          })}
        </p>
      )}
      {/* Each move of the end is a new text here, read out once, after what the reader is hearing. */}
      <p className={extended && !inactive ? styles.extended : 'visually-hidden'} aria-live="polite">
        {extended && !inactive
          ? t('details.moved', {
              time: `${norwegianTimeOfDay(auction.endDateTime)}${time.noteAt(auction.endDateTime)}`,
            })
          : ''}
      </p>
      <ClockSkewNotice className={styles.endsAt} />
    </section>
  );
}
