import { useQuery } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Auction } from '../../api/auctions';
import { carQuery } from '../../api/cars';
import { useHttp } from '../../api/http';
import { AuctionChangeNotice } from '../../product/AuctionChangeNotice';
import { AuctionOutcome } from '../../product/AuctionOutcome';
import { CarThumbnail } from '../../product/CarThumbnail';
import { ClosedRefusal } from '../../product/ClosedRefusal';
import { FollowToggle } from '../../product/FollowToggle';
import { PositionBadge, type Viewer } from '../../product/PositionBadge';
import type { OwnBidders } from '../../product/useOwnUser';
import { useShownAuction } from '../../product/useShownAuction';
import { isGoneError, isUnreadableError } from '../../product/usePauseWatch';
import { useAuctionPhase } from '../../product/useAuctionPhase';
import { useReadWhileClosing } from '../../product/useReadWhileClosing';
import { isLeading, suggestedBid } from '../../rules/bidding';
import { bidderPosition } from '../../rules/bidderPosition';
import { knownAuctionName, knownModelYear } from '../../rules/carFacts';
import { formatMoney } from '../../lib/money';
import { paths } from '../../paths';
import { Button } from '../../ui/Button';
import { Countdown } from '../../ui/Countdown';
import { QuickBid, type DeskBidding } from './QuickBid';
import styles from './DeskRow.module.css';
import { useWatchlist } from '../../session/watchlist';

interface DeskRowProps {
  carId: string;
  /** Whose position and win the row shows: the representative, or a company's representatives (by name). */
  bidders: OwnBidders;
  viewer: Viewer;
  /** Set for unlocked representatives: the one-tap minimum bid. */
  bidding: DeskBidding | null;
}

/** The desk's picture box (120 × 90 CSS px). */
const DESK_THUMBNAIL_WIDTH = 120;
const DESK_THUMBNAIL_HEIGHT = 90;

/** 404 and 403 both mean the backend no longer has the auction (or will not show it). */
const isGone = (statusCode: number) => statusCode === 404 || statusCode === 403;

/** One followed auction, live from the shared cache: loading, gone, failed, or the auction itself. */
export const DeskRow = memo(function DeskRow({ carId, ...live }: DeskRowProps) {
  const watchlist = useWatchlist();
  const { t } = useTranslation('desk');
  const { t: roomT } = useTranslation('auctionRoom');
  // The backend's answers only: pushes and the desk's pause watch have it read again.
  const query = useShownAuction(carId);
  // Removed after it was shown: the watch's read answered 404 (contract §14.10).
  const removed = query.data !== undefined && isGoneError(query.error);

  if (query.data && !removed)
    return <LiveRow auction={query.data} unreadable={isUnreadableError(query.error)} {...live} />;
  if (query.isPending) {
    return (
      <li className={`${styles.row} ${styles.message}`} data-car-id={carId}>
        <p>{t('row.loading')}</p>
      </li>
    );
  }
  const error = query.error;
  const gone = error === null || isGone(error.statusCode);
  const message = removed
    ? roomT('watch.removed')
    : gone
      ? t('row.gone')
      : t('row.failed', { message: error?.message });
  return (
    <li className={`${styles.row} ${styles.message}`} data-car-id={carId}>
      <p role={removed ? 'alert' : undefined}>{message}</p>
      <div className={styles.actions}>
        {!gone && (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('row.retry')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => watchlist.unfollow(carId)}>
          {t('row.remove')}
        </Button>
      </div>
    </li>
  );
});

type LiveRowProps = Omit<DeskRowProps, 'carId'> & { auction: Auction; unreadable: boolean };

function LiveRow({ auction, unreadable, bidders, viewer, bidding }: LiveRowProps) {
  const http = useHttp();
  const { t } = useTranslation('desk');
  const { t: roomT } = useTranslation('auctionRoom');
  const titleId = useId();
  const timerId = useId();
  // On the server's clock; "ended" only on the server's word, "closing" until then (rules/auctionOutcome).
  const phase = useAuctionPhase(auction);
  const { carId, thumbnailImageUrl } = auction.carDetails;
  useReadWhileClosing(carId, phase === 'closing');
  // The failed lookup's placeholders are no name and no year (contract §14.3).
  const makeModel = knownAuctionName(auction.carDetails.makeModel) ?? roomT('unknownCar');
  const modelYear = knownModelYear(auction.carDetails.modelYear);
  // The car deleted under its auction: the desk's watch reads each open row's car in turn, this
  // only listens (contract §14.12).
  const carGone = isGoneError(useQuery({ ...carQuery(http, carId), enabled: false }).error);
  const inactive = auction.status !== 'ACTIVE';
  const closed = inactive || phase === 'ended' || carGone;
  // The minimum, or the next step when production would refuse it (equal to an autobid's limit).
  const minimum = suggestedBid(auction);

  return (
    <li className={styles.row} data-car-id={carId}>
      <div className={styles.media}>
        <CarThumbnail url={thumbnailImageUrl} width={DESK_THUMBNAIL_WIDTH} height={DESK_THUMBNAIL_HEIGHT} />
      </div>
      <div className={styles.car}>
        <h2 id={titleId} className={styles.title}>
          <Link to={paths.auction(carId)}>{makeModel}</Link>
        </h2>
        {modelYear && <p className={styles.year}>{modelYear}</p>}
        <AuctionChangeNotice auction={auction} removed={false} carGone={carGone} unreadable={unreadable} />
        {closed && !carGone ? (
          <>
            <p className={styles.closed}>
              {auction.status === 'DISABLED' ? t('row.paused') : t('row.ended')}
            </p>
            {auction.status === 'DISABLED' && <p className={styles.pausedHint}>{t('row.pausedHint')}</p>}
            <AuctionOutcome auction={auction} bidders={bidders} />
            <ClosedRefusal carId={carId} paused={auction.status === 'DISABLED'} />
          </>
        ) : (
          <>
            <PositionBadge
              position={bidderPosition(auction, bidders.ids)}
              viewer={viewer}
              leaderName={auction.highestBid ? bidders.names?.get(auction.highestBid.bidderId) : null}
            />
            {/* Past the end, before the server's word: closing, and bids are still taken. */}
            {phase === 'closing' && (
              <>
                <AuctionOutcome auction={auction} bidders={bidders} />
                <ClosedRefusal carId={carId} paused={false} />
              </>
            )}
          </>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('row.highestBid')}</dt>
          {auction.highestBid ? (
            <dd className={styles.amount}>{formatMoney(auction.highestBid.amount)}</dd>
          ) : (
            <dd>{t(phase === 'ended' ? 'row.noBidsEnded' : 'row.noBids')}</dd>
          )}
        </div>
        {!closed && (
          <div>
            <dt>{t('row.minimum')}</dt>
            <dd>{formatMoney(minimum)}</dd>
          </div>
        )}
        {!closed && (
          <div>
            <dt id={timerId}>{t('row.endsIn')}</dt>
            <dd>
              <span role="timer" aria-labelledby={timerId} aria-live="off">
                <Countdown endDateTime={auction.endDateTime} />
              </span>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {bidding && !closed && (
          <QuickBid
            auction={auction}
            makeModel={makeModel}
            minimum={minimum}
            leading={isLeading(auction, bidding.userId)}
            bidding={bidding}
          />
        )}
        <FollowToggle carId={carId} makeModel={makeModel} />
      </div>
    </li>
  );
}
