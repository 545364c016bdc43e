import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { auctionByCarQuery, type Auction } from '../../api/auctions';
import { carQuery, type Car } from '../../api/cars';
import { userQuery } from '../../api/users';
import { useNow } from '../../lib/clock';
import { formatMoney } from '../../lib/money';
import { useAuctionStream, type AuctionStream } from '../../realtime/useAuctionStream';
import { useSession } from '../../session/useSession';
import { CarSpecificationPanel } from '../../domain/CarSpecificationPanel';
import { FollowToggle } from '../../domain/FollowToggle';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Gallery } from '../../domain/Gallery';
import { AuctionDetails } from './AuctionDetails';
import { BidHistory } from './BidHistory';
import { BidPanel } from './BidPanel';
import { ConnectionIndicator } from '../../domain/ConnectionIndicator';
import { ErrorBanner } from './ErrorBanner';
import { HighestBidAnnouncer } from './HighestBidAnnouncer';
import { useAuctionChanges, useOutbidTitle } from './useAuctionChanges';
import { useBidSender } from '../../domain/useBidSender';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import styles from './AuctionRoomPage.module.css';

/** /auction/{carId} (spec §2 auction screen): the live auction of one car. */
export function AuctionRoomPage() {
  const { t } = useTranslation('auctionRoom');
  const { carId = '' } = useParams();
  const { userId } = useSession();
  const auctionQuery = useQuery(auctionByCarQuery(carId));
  const car = useQuery(carQuery(carId));
  useShowErrorOnFailure(auctionQuery.error ?? car.error);
  const stream = useAuctionStream(carId);

  if (auctionQuery.isPending || userId === null) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (auctionQuery.isError) return null;

  return (
    <AuctionRoom key={carId} auction={auctionQuery.data} car={car.data} userId={userId} stream={stream} />
  );
}

interface AuctionRoomProps {
  auction: Auction;
  car: Car | undefined;
  userId: string;
  stream: AuctionStream;
}

function AuctionRoom({ auction, car, userId, stream }: AuctionRoomProps) {
  const { t } = useTranslation('auctionRoom');
  const { isAccountLocked } = useSession();
  const user = useQuery(userQuery(userId));
  const now = useNow();
  const sender = useBidSender(auction, userId, stream);
  const { outbid, extended, dismissOutbid } = useAuctionChanges(auction, userId);
  const highestText = auction.highestBid ? formatMoney(auction.highestBid.amount) : '';
  useOutbidTitle(outbid, t('outbid.title', { amount: highestText }));

  const inactive = auction.status !== 'ACTIVE';
  const closed = inactive || now >= Date.parse(auction.endDateTime);
  const isRepresentative = user.data?.role === 'BUYER_REPRESENTATIVE';

  const { makeModel } = auction.carDetails;
  const year = car?.firstTimeRegisteredInNorway?.slice(0, 4) ?? auction.carDetails.modelYear;
  // Built once per car, so a pushed auction never re-renders the gallery or the specification.
  const images = car?.imagePaths;
  const gallery = useMemo(() => <Gallery images={images ?? []} name={makeModel} />, [images, makeModel]);
  const specification = useMemo(
    () => car && <CarSpecificationPanel car={car} title={t('carDetails')} />,
    [car, t],
  );

  const renderControls = () => {
    if (closed) {
      return (
        <p className={styles.closed}>
          <strong>{t('closed.inactive')}</strong>
          {!inactive && <span> {t('closed.ended')}</span>}
        </p>
      );
    }
    if (user.isPending) return null;
    if (!isRepresentative) return <p className={styles.note}>{t('notAllowed.role')}</p>;
    // The session's flag is the one source of the lock (spec §3, §4); fetching the own user updates it.
    if (isAccountLocked) return <p className={styles.note}>{t('notAllowed.locked')}</p>;
    return (
      <BidPanel
        auction={auction}
        userId={userId}
        pending={sender.pending}
        outcome={sender.outcome}
        onSend={sender.send}
      />
    );
  };

  return (
    <article className={styles.room}>
      <div className={styles.header}>
        <h1 className={styles.title}>{year ? t('title', { makeModel, year }) : makeModel}</h1>
        <FollowToggle carId={auction.carDetails.carId} makeModel={makeModel} />
      </div>
      <div className={styles.layout}>
        <div className={styles.gallery}>{gallery}</div>
        <div className={styles.side}>
          <ConnectionIndicator status={stream.status} />
          <ErrorBanner
            connectionProblem={stream.problem}
            serverError={sender.refusal}
            onDismiss={sender.dismissRefusal}
          />
          {outbid && (
            <div className={styles.outbid} role="alert">
              <span>{t('outbid.notice', { amount: highestText })}</span>
              <button
                type="button"
                className={styles.dismiss}
                onClick={dismissOutbid}
                aria-label={t('errors.dismiss')}
              >
                <CloseIcon />
              </button>
            </div>
          )}
          <AuctionDetails auction={auction} inactive={inactive} extended={extended} />
          <HighestBidAnnouncer amount={auction.highestBid?.amount ?? null} />
          {renderControls()}
        </div>
      </div>
      <BidHistory bids={auction.bids} userId={userId} />
      {specification}
    </article>
  );
}
