import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Auction } from '../../api/auctions';
import { carQuery } from '../../api/cars';
import { isGoneError, isUnreadableError, usePauseWatch } from '../../product/usePauseWatch';
import { useShownAuction } from '../../product/useShownAuction';
import { useAuctionConnection } from '../../realtime/useAuctionConnection';
import { useSession } from '../../session/useSession';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Loadable, type LoadableQuery } from '../../ui/Loadable';
import { AuctionRoom } from './AuctionRoom';
import { useHttp } from '../../api/http';

/** /auction/{carId} (spec §2 auction screen): the live auction of one car. */
export function AuctionRoomPage() {
  const http = useHttp();
  const { t } = useTranslation('auctionRoom');
  const { carId = '' } = useParams();
  // Kept through an expired session (the page stays, read-only, until the user logs in again).
  const { userId } = useSession();
  // Read afresh for every push (a hint, contract §14.9), and for a pause or resume the watch finds (§14.10).
  const auctionQuery = useShownAuction(carId);
  usePauseWatch(useMemo(() => [carId], [carId]));
  const car = useQuery(carQuery(http, carId));
  // A removed auction (after it was shown) and a gone car are said in the room, not as a failure.
  const removed = auctionQuery.data !== undefined && isGoneError(auctionQuery.error);
  const carGone = isGoneError(car.error);
  const unreadable = auctionQuery.data !== undefined && isUnreadableError(auctionQuery.error);
  // The watch reads the car again every check: a failed check of a car on screen is no failure to show.
  const carFailure = carGone || car.data !== undefined ? null : car.error;
  useShowErrorOnFailure(removed || unreadable ? null : (auctionQuery.error ?? carFailure));
  const connection = useAuctionConnection(carId);
  // Looked up once per language, not on every push.
  const texts = useMemo(() => ({ loading: t('loading'), failed: t('loadFailed') }), [t]);

  // A failed refetch keeps the auction on screen (and whatever the user typed there); only a
  // first load that failed is the page's failure, with a retry once the error dialog is closed.
  // `isFetching` is read only while nothing is shown: a read for a push re-renders no room.
  const { data, refetch } = auctionQuery;
  const loaded: LoadableQuery<Auction> =
    data !== undefined && userId !== null
      ? { status: 'success', data, isFetching: false, refetch }
      : auctionQuery.isError
        ? { status: 'error', error: auctionQuery.error, isFetching: auctionQuery.isFetching, refetch }
        : { status: 'pending', isFetching: auctionQuery.isFetching, refetch };

  return (
    <Loadable query={loaded} loading={texts.loading} failed={texts.failed} level="page">
      {(auction) =>
        userId !== null && (
          <AuctionRoom
            key={carId}
            auction={auction}
            car={car.data}
            gone={{ removed, carGone, unreadable }}
            userId={userId}
            connection={connection}
          />
        )
      }
    </Loadable>
  );
}
