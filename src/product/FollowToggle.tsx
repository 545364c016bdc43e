import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WATCHLIST_LIMIT } from '../config';
import { paths } from '../paths';
import { useFollowedCarIds, useWatchlist } from '../session/watchlist';
import { useFollowAccess } from './useOwnUser';
import styles from './FollowToggle.module.css';
import { useLoginPrompt } from '../session/loginPrompt';

interface FollowToggleProps {
  carId: string;
  /** Names the car in the button's accessible name, since a list has one toggle per car. */
  makeModel: string;
}

/**
 * Follow / Følg (Following / Følger while followed): puts the auction on the user's desk (a toggle button, aria-pressed). Offered
 * to buyer companies and their representatives; a guest is asked to log in; other roles see
 * nothing. At the limit the toggle says so and changes nothing.
 */
export const FollowToggle = memo(function FollowToggle({ carId, makeModel }: FollowToggleProps) {
  const loginPrompt = useLoginPrompt();
  const watchlist = useWatchlist();
  const { t } = useTranslation('auctions');
  const access = useFollowAccess();
  const followed = useFollowedCarIds().includes(carId);
  const [full, setFull] = useState(false);

  if (access === 'none') return null;

  const toggle = () => {
    if (access === 'guest') {
      loginPrompt.request({ stayOnPage: true });
      return;
    }
    if (followed) {
      watchlist.unfollow(carId);
      setFull(false);
      return;
    }
    setFull(watchlist.follow(carId) === 'full');
  };

  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={followed}
        aria-label={t('follow.label', { makeModel })}
        onClick={toggle}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className={styles.icon}>
          <path
            d="M10 2.5l2.3 4.7 5.2.8-3.8 3.7.9 5.1L10 14.4l-4.6 2.4.9-5.1-3.8-3.7 5.2-.8z"
            fill={followed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {/* The name stays "Follow …" and aria-pressed tells the state; the visible word says it too
            ("Følger"/"Following" start with the name's "Følg"/"Follow", so speech input still finds it). */}
        <span>{t(followed ? 'follow.buttonPressed' : 'follow.button')}</span>
      </button>
      {full && (
        <p role="alert" className={styles.full}>
          {t('follow.full', { limit: WATCHLIST_LIMIT })} <Link to={paths.desk()}>{t('follow.openDesk')}</Link>
        </p>
      )}
    </div>
  );
});
