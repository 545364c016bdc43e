import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ApiError } from '../../api/ApiError';
import { auctionByCarQuery, type Auction } from '../../api/auctions';
import { carQuery, type Car } from '../../api/cars';
import { userQuery } from '../../api/users';
import { useNow } from '../../lib/clock';
import { formatMoney } from '../../lib/money';
import { useAuctionStream, type AuctionStream } from '../../realtime/useAuctionStream';
import { useSession } from '../../session/useSession';
import { CarSpecificationPanel } from '../../domain/CarSpecificationPanel';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Gallery } from '../../domain/Gallery';
import { AuctionDetails } from './AuctionDetails';
import { BidHistory } from './BidHistory';
import { BidPanel } from './BidPanel';
import { ConnectionIndicator } from './ConnectionIndicator';
import { ErrorBanner } from './ErrorBanner';
import { HighestBidAnnouncer } from './HighestBidAnnouncer';
import { useAuctionChanges, useOutbidTitle } from './useAuctionChanges';
import { useBidSender } from './useBidSender';
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

  const [serverError, setServerError] = useState<ApiError | null>(null);
  // A refused bid from the queue also settles the bid waiting for it (set by the room once loaded).
  const failPendingRef = useRef<((reason: string) => void) | null>(null);
  const onUserError = useCallback((error: ApiError) => {
    setServerError(error);
    failPendingRef.current?.(error.message);
  }, []);
  const stream = useAuctionStream(carId, { onUserError });

  if (auctionQuery.isPending || userId === null) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (auctionQuery.isError) return null;

  return (
    <AuctionRoom
      key={carId}
      auction={auctionQuery.data}
      car={car.data}
      userId={userId}
      stream={stream}
      serverError={serverError}
      onServerError={setServerError}
      failPendingRef={failPendingRef}
    />
  );
}

interface AuctionRoomProps {
  auction: Auction;
  car: Car | undefined;
  userId: string;
  stream: AuctionStream;
  serverError: ApiError | null;
  onServerError: (error: ApiError | null) => void;
  failPendingRef: { current: ((reason: string) => void) | null };
}

function AuctionRoom({
  auction,
  car,
  userId,
  stream,
  serverError,
  onServerError,
  failPendingRef,
}: AuctionRoomProps) {
  const { t } = useTranslation('auctionRoom');
  const { isAccountLocked } = useSession();
  const user = useQuery(userQuery(userId));
  const now = useNow();
  const sender = useBidSender(auction, userId, stream, onServerError);
  const { outbid, extended, dismissOutbid } = useAuctionChanges(auction, userId);
  const highestText = auction.highestBid ? formatMoney(auction.highestBid.amount) : '';
  useOutbidTitle(outbid, t('outbid.title', { amount: highestText }));
  useEffect(() => {
    failPendingRef.current = sender.fail;
    return () => {
      failPendingRef.current = null;
    };
  }, [failPendingRef, sender.fail]);

  const inactive = auction.status !== 'ACTIVE';
  const closed = inactive || now >= Date.parse(auction.endDateTime);
  const locked = isAccountLocked || user.data?.accountLocked === true;
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
    if (locked) return <p className={styles.note}>{t('notAllowed.locked')}</p>;
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
      <h1 className={styles.title}>{year ? t('title', { makeModel, year }) : makeModel}</h1>
      <div className={styles.layout}>
        <div className={styles.gallery}>{gallery}</div>
        <div className={styles.side}>
          <ConnectionIndicator status={stream.status} />
          <ErrorBanner
            connectionProblem={stream.problem}
            serverError={serverError}
            onDismiss={() => onServerError(null)}
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
