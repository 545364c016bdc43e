import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { buttonClassName } from '../../../ui/Button';
import styles from './NotForYourRole.module.css';

/** What a logged-in user who is not an operator sees at /admin: a plain refusal, with ways on. */
export function NotForYourRole({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('guard.title')}</h1>
      <p>{t('guard.text')}</p>
      <div className={styles.actions}>
        <Link to={paths.auctions()} className={buttonClassName('primary')}>
          {t('guard.toAuctions')}
        </Link>
        <Link to={paths.user(userId)} className={buttonClassName('secondary')}>
          {t('guard.toProfile')}
        </Link>
      </div>
    </section>
  );
}
