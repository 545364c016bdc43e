import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '../../api/users';
import { WATCHLIST_LIMIT } from '../../config';
import { NotificationSwitch } from '../../product/NotificationSwitch';
import { useAuctionAlerts } from '../../product/useAuctionAlerts';
import { usePauseWatch } from '../../product/usePauseWatch';
import { useBidPipeline } from '../../product/useBid';
import type { Viewer } from '../../product/PositionBadge';
import { ownBiddersOf, useOwnUser } from '../../product/useOwnUser';
import { paths } from '../../paths';
import { useAuctionTopics, useConnectionState } from '../../realtime/useAuctionConnection';
import { useSession } from '../../session/useSession';
import { useFollowedCarIds } from '../../session/watchlist';
import { Button } from '../../ui/Button';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { DeskRow } from './DeskRow';
import type { DeskBidding } from './QuickBid';
import { DeskConnection } from './DeskConnection';
import { ClockSkewNotice } from '../../ui/ClockSkewNotice';
import { useDeskOrder } from './useDeskOrder';
import styles from './DeskPage.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';
import { isBuyerCompany, mayBid } from '../../rules/roles';

/** /desk: every followed auction on one screen, live, for buyer companies and their representatives. */
export function DeskPage() {
  const { t } = useTranslation('desk');
  const { userId } = useSession();
  const user = useOwnUser();
  useShowErrorOnFailure(user.error);

  if (userId === null || user.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    );
  }
  if (user.isError) return null;
  const viewer = viewerOf(user.data);
  if (viewer === null) {
    return (
      <section className={styles.desk}>
        <h1>{t('title')}</h1>
        <p className={styles.note}>{t('notForRole')}</p>
      </section>
    );
  }
  return <Desk user={user.data} viewer={viewer} />;
}

function viewerOf(user: User): Viewer | null {
  if (mayBid(user.role)) return 'representative';
  if (isBuyerCompany(user.role)) return 'company';
  return null;
}

function Desk({ user, viewer }: { user: User; viewer: Viewer }) {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('desk');
  const headingId = useId();
  const { expired } = useSession();
  // The lock is the server's fact: the own user's query, which this desk was given.
  const isAccountLocked = user.accountLocked;
  const followed = useFollowedCarIds();
  // One socket for the desk: a subscription per followed car, added and dropped as follows change.
  useAuctionTopics(followed);
  // A pause or a resume is never pushed: one request for every row finds it (contract §14.10).
  usePauseWatch(followed);
  const connection = useConnectionState();
  const order = useDeskOrder(followed);
  useBidPipeline();
  useAuctionAlerts();

  // Whose position and win each row shows; a company's names the representative who won.
  const bidders = useMemo(() => ownBiddersOf(user) ?? { ids: new Set([user.id]), names: null }, [user]);
  const canBid = viewer === 'representative' && !isAccountLocked;
  const bidding = useMemo<DeskBidding | null>(
    () => (canBid ? { userId: user.id, paused: expired } : null),
    [canBid, user.id, expired],
  );

  const readOnlyReason =
    viewer === 'company' ? t('readOnly.company') : isAccountLocked ? t('readOnly.locked') : null;

  return (
    <section className={styles.desk} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h1 id={headingId}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
          <ClockSkewNotice className={styles.intro} />
        </div>
        {order[0] !== undefined && (
          <div className={styles.live}>
            <DeskConnection firstCarId={order[0]} status={connection.status} sessionExpired={expired} />
            {/* A company never bids, so it is never outbid: only the last minutes are told. */}
            <NotificationSwitch hint={t(viewer === 'company' ? 'notifyHintEnding' : 'notifyHint')} />
          </div>
        )}
      </div>
      {readOnlyReason && <p className={styles.note}>{readOnlyReason}</p>}
      {canBid && expired && (
        <div className={styles.note}>
          <p>{t('readOnly.expired')}</p>
          <Button onClick={() => loginPrompt.request({ stayOnPage: true })}>{t('loginAgain')}</Button>
        </div>
      )}
      {followed.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <Link to={paths.auctions()}>{t('findAuctions')}</Link>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            {t('count', { count: followed.length, limit: WATCHLIST_LIMIT })}{' '}
            <Link to={paths.auctions()}>{t('findMore')}</Link>
          </p>
          <ul className={styles.rows} aria-label={t('listLabel')}>
            {order.map((carId) => (
              <DeskRow key={carId} carId={carId} bidders={bidders} viewer={viewer} bidding={bidding} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
