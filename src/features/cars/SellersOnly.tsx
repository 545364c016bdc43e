import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userQuery } from '../../api/users';
import { paths } from '../../paths';
import { mayAddCars } from '../../rules/roles';
import { useSession } from '../../session/useSession';
import { buttonClassName } from '../../ui/Button';
import styles from './SellersOnly.module.css';
import { useHttp } from '../../api/http';

/**
 * Adding a car is for sellers: a buyer company or representative who opens the page gets a page that
 * says so, with a way on, instead of a form the backend would refuse with 403 (spec §6).
 */
export function SellersOnly({ children }: { children: ReactNode }) {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const titleId = useId();
  const { userId } = useSession();
  const query = useQuery({ ...userQuery(http, userId ?? ''), enabled: userId !== null });

  if (query.isPending) {
    return (
      <p role="status" className={styles.status}>
        {t('sellersOnly.checking')}
      </p>
    );
  }
  // When the role cannot be read, the form stays: the backend still decides.
  if (query.isError || mayAddCars(query.data.role)) return children;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('sellersOnly.title')}</h1>
      <p>{t('sellersOnly.text')}</p>
      <div className={styles.actions}>
        <Link to={paths.auctions()} className={buttonClassName('primary')}>
          {t('sellersOnly.toAuctions')}
        </Link>
        <Link to={paths.user(query.data.id)} className={buttonClassName('secondary')}>
          {t('sellersOnly.toProfile')}
        </Link>
      </div>
    </section>
  );
}
