import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { Button, buttonClassName } from '../../ui/Button';
import styles from './AuctionsPage.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

const AuctionFinder = lazy(() =>
  import('./AuctionFinder').then((module) => ({ default: module.AuctionFinder })),
);

/**
 * /auctions (spec §2): for a logged-in user every active auction, found by sort, filters and
 * search, 8 a page; for a guest a prompt to log in. A guest's page loads no finder.
 */
export function AuctionsPage() {
  const { userId } = useSession();
  return userId ? <AuctionFinder /> : <GuestAuctions />;
}

function GuestAuctions() {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('auctions');
  const headingId = useId();
  return (
    <section className={styles.guest} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('guest.title')}</h1>
      <p>{t('guest.text')}</p>
      <div className={styles.guestActions}>
        <Button onClick={() => loginPrompt.request()}>{t('guest.login')}</Button>
        <Link to={paths.register()} className={buttonClassName('accent')}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}
