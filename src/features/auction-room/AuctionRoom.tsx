import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import type { Car } from '../../api/cars';
import { AuctionChangeNotice } from '../../product/AuctionChangeNotice';
import { CarSpecificationPanel } from '../../product/CarSpecificationPanel';
import { ConnectionIndicator } from '../../product/ConnectionIndicator';
import { FollowToggle } from '../../product/FollowToggle';
import { Gallery } from '../../product/Gallery';
import { NotificationSwitch } from '../../product/NotificationSwitch';
import { PositionBadge } from '../../product/PositionBadge';
import { useAuctionAlerts } from '../../product/useAuctionAlerts';
import { useBidPipeline } from '../../product/useBid';
import { useOwnBidders, useOwnUser } from '../../product/useOwnUser';
import { useAuctionPhase } from '../../product/useAuctionPhase';
import { useReadWhileClosing } from '../../product/useReadWhileClosing';
import { bidderPosition } from '../../rules/bidderPosition';
import { isLeading } from '../../rules/bidding';
import { knownAuctionName, knownMakeModel, knownModelYear, modelYearOf } from '../../rules/carFacts';
import { formatMoney } from '../../lib/money';
import type { ConnectionState } from '../../realtime/connectionState';
import { useSession } from '../../session/useSession';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import { AuctionDetails } from './AuctionDetails';
import { BidHistory } from './BidHistory';
import { BidPanel } from './BidPanel';
import { ClosedNotice, ClosingNotice } from './ClosedNotice';
import { ErrorBanner } from './ErrorBanner';
import { HighestBidAnnouncer } from './HighestBidAnnouncer';
import { useAuctionChanges, useOutbidTitle } from './useAuctionChanges';
import styles from './AuctionRoomPage.module.css';
import { mayBid } from '../../rules/roles';

/** Its own small chunk (hand-written SVG, no chart package), loaded after the room is on screen. */
const PriceChart = lazy(() => import('./PriceChart').then((module) => ({ default: module.PriceChart })));

interface AuctionRoomProps {
  auction: Auction;
  car: Car | undefined;
  /** What the backend no longer has (the auction, its car) or will not show now (contract §14.14). */
  gone: { removed: boolean; carGone: boolean; unreadable: boolean };
  userId: string;
  connection: ConnectionState;
}

/** The loaded room: details, bid controls or the closed notice, history and the car. */
export function AuctionRoom({ auction, car, gone, userId, connection }: AuctionRoomProps) {
  const { t } = useTranslation('auctionRoom');
  const { expired } = useSession();
  // Role and lock are the server's facts, read from the own user's query only.
  const user = useOwnUser();
  useBidPipeline();
  const { outbid, extended, dismissOutbid } = useAuctionChanges(auction, userId);
  const highestText = auction.highestBid ? formatMoney(auction.highestBid.amount) : '';
  useOutbidTitle(outbid ? t('outbid.title', { amount: highestText }) : null);
  useAuctionAlerts();

  // On the server's clock (the shared clock), and "ended" only on the server's word (rules/auctionOutcome).
  const phase = useAuctionPhase(auction);
  // Nothing to bid on: the auction was removed, or its car deleted (contract §14.12).
  const inactive = auction.status !== 'ACTIVE' || gone.removed || gone.carGone;
  const ended = phase === 'ended';
  const closing = phase === 'closing';
  useReadWhileClosing(auction.carDetails.carId, closing);
  const isRepresentative = mayBid(user.data?.role);
  // Where the viewer (a representative, or a company through its representatives) stands.
  const bidders = useOwnBidders();

  // A failed road-authority lookup's placeholders (N/A, 1111-11-11) are no name and no year, in the
  // auction's copy of the car as in the car (contract §14.3): the car's own facts, else its number.
  const makeModel =
    knownAuctionName(auction.carDetails.makeModel) ??
    knownMakeModel(car?.make, car?.model) ??
    car?.registrationNumber ??
    t('unknownCar');
  const year = modelYearOf(car?.firstTimeRegisteredInNorway) ?? knownModelYear(auction.carDetails.modelYear);
  // Built once per car, so a pushed auction never re-renders the heading, the gallery or the specification.
  const heading = useMemo(() => (year ? t('title', { makeModel, year }) : makeModel), [makeModel, year, t]);
  const images = car?.imagePaths;
  const gallery = useMemo(() => <Gallery images={images ?? []} name={makeModel} />, [images, makeModel]);
  const specification = useMemo(
    () => car && <CarSpecificationPanel car={car} title={t('carDetails')} />,
    [car, t],
  );

  const renderBidding = () => {
    if (user.isPending) return null;
    if (!isRepresentative) return <p className={styles.note}>{t('notAllowed.role')}</p>;
    if (user.data?.accountLocked) return <p className={styles.note}>{t('notAllowed.locked')}</p>;
    return (
      <BidPanel
        auction={auction}
        userId={userId}
        leading={isLeading(auction, userId)}
        sessionExpired={expired}
      />
    );
  };

  // While it closes the bid field stays: the server takes bids until it refuses them.
  const renderControls = () => {
    if (gone.removed || gone.carGone) return null;
    if (ended || inactive) return <ClosedNotice auction={auction} ended={ended} />;
    return (
      <>
        {closing && <ClosingNotice carId={auction.carDetails.carId} />}
        {renderBidding()}
      </>
    );
  };

  return (
    <article className={styles.room}>
      <div className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        <FollowToggle carId={auction.carDetails.carId} makeModel={makeModel} />
      </div>
      {/* The bidding side comes first, so a phone shows the price and the bid form without scrolling past
          the photos (and a keyboard reaches the form first); a wide screen puts the gallery on the left. */}
      <div className={styles.layout}>
        <div className={styles.side}>
          <ConnectionIndicator
            status={connection.status}
            sessionExpired={expired}
            auctionLive={!ended && !inactive}
          />
          <ErrorBanner connectionProblem={connection.problem} />
          {outbid && (
            <div className={styles.outbid} role="alert">
              <span>{t('outbid.notice', { amount: highestText })}</span>
              <button
                type="button"
                className={styles.dismiss}
                onClick={dismissOutbid}
                aria-label={t('outbid.dismiss')}
              >
                <CloseIcon />
              </button>
            </div>
          )}
          <AuctionChangeNotice
            auction={auction}
            removed={gone.removed}
            carGone={gone.carGone}
            unreadable={gone.unreadable}
          />
          <AuctionDetails auction={auction} inactive={inactive || ended} ended={ended} extended={extended} />
          <HighestBidAnnouncer amount={auction.highestBid?.amount ?? null} />
          {bidders && !ended && !inactive && (
            <p className={styles.position}>
              <PositionBadge
                position={bidderPosition(auction, bidders.ids)}
                viewer={isRepresentative ? 'representative' : 'company'}
                leaderName={auction.highestBid ? bidders.names?.get(auction.highestBid.bidderId) : null}
              />
            </p>
          )}
          {renderControls()}
          {/* A company never bids, so it is never outbid: only the last minutes are told. */}
          {!ended && !inactive && <NotificationSwitch endingOnly={!isRepresentative} />}
        </div>
        <div className={styles.gallery}>{gallery}</div>
      </div>
      {auction.bids.length > 0 && (
        <Suspense fallback={null}>
          <PriceChart bids={auction.bids} endDateTime={auction.endDateTime} userId={userId} />
        </Suspense>
      )}
      <BidHistory bids={auction.bids} userId={userId} />
      {specification}
    </article>
  );
}
