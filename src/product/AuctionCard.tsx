import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuctionStatus, AuctionSummary } from '../api/auctions';
import { knownAuctionName, knownModelYear } from '../rules/carFacts';
import { formatMoney } from '../lib/money';
import { Countdown } from '../ui/Countdown';
import { Pill, type PillTone } from '../ui/Pill';
import { CarThumbnail } from './CarThumbnail';
import { FollowToggle } from './FollowToggle';
import styles from './AuctionCard.module.css';

interface AuctionCardProps {
  auction: AuctionSummary;
  /** Where the card leads; the caller passes `paths.auction(carId)`. */
  href: string;
  /** How it ended for someone (an AuctionOutcome), under the facts. */
  outcome?: ReactNode;
}

/** The status pill's colour: Active, Finished or Paused (the words say the same). */
const STATUS_TONES: Record<AuctionStatus, PillTone> = {
  ACTIVE: 'success',
  FINISHED: 'muted',
  DISABLED: 'danger',
};

const THUMBNAIL_WIDTH = 400;
const THUMBNAIL_HEIGHT = 300;

/**
 * One auction in a list: picture, car, highest bid, time left and status (list data may be
 * stale), its outcome where one is given, and the Follow toggle (outside the link, which must
 * not hold another control).
 */
export const AuctionCard = memo(function AuctionCard({ auction, href, outcome }: AuctionCardProps) {
  const { t } = useTranslation('auctions');
  const { carDetails, highestBid, endDateTime, status } = auction;
  // The failed lookup's placeholders ("N/A N/A", 1111) are no name and no year (contract §14.3).
  const name = knownAuctionName(carDetails.makeModel) ?? t('card.unknownCar');
  const year = knownModelYear(carDetails.modelYear);
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.link}>
        <div className={styles.media}>
          <CarThumbnail
            url={carDetails.thumbnailImageUrl}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
          />
          <Pill tone={STATUS_TONES[status]} className={styles.status}>
            {t(`card.status.${status}`)}
          </Pill>
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{name}</h3>
          {year && <p className={styles.year}>{year}</p>}
          <dl className={styles.facts}>
            <div>
              <dt>{t('card.highestBid')}</dt>
              <dd className={styles.amount}>
                {highestBid
                  ? formatMoney(highestBid.amount)
                  : t(status === 'FINISHED' ? 'card.noBidsEnded' : 'card.noBids')}
              </dd>
            </div>
            <div>
              <dt>{t('card.endsIn')}</dt>
              <dd>
                {status === 'FINISHED' ? (
                  t('card.ended')
                ) : (
                  <Countdown endDateTime={endDateTime} inactive={status === 'DISABLED'} />
                )}
              </dd>
            </div>
          </dl>
          {outcome && <p className={styles.outcome}>{outcome}</p>}
        </div>
      </Link>
      <div className={styles.follow}>
        <FollowToggle carId={carDetails.carId} makeModel={name} />
      </div>
    </article>
  );
});
