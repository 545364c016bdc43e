import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationsQuery } from '../../../api/operatorCars';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Pagination } from '../../../ui/Pagination';
import { WriteResult } from '../shared/WriteResult';
import sectionStyles from '../shell/AdminSection.module.css';
import { ApplicationCard } from './ApplicationCard';
import { QueueFailure } from './QueueFailure';
import type { StartedAuction } from './StartAuctionDialog';
import { StartedNotice } from './StartedNotice';
import styles from './ApplicationsScreen.module.css';

const PAGE_SIZE = 10;

/**
 * Issue 23 item 1: the cars in review, newest first where the photos tell, each with its facts,
 * photos, seller and the operator's actions. A failed reload keeps the queue already shown.
 */
export function ApplicationsScreen() {
  const { t } = useTranslation('admin');
  const query = useQuery(applicationsQuery());
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<string | null>(null);
  const [started, setStarted] = useState<StartedAuction | null>(null);
  // A 403 on this public list means a lookup is pending (contract §14.3): QueueFailure says so.
  useShowErrorOnFailure(query.error?.statusCode === 403 ? null : query.error);

  const cars = query.data ?? [];
  const totalPages = Math.ceil(cars.length / PAGE_SIZE);
  const shownPage = Math.min(page, Math.max(0, totalPages - 1));
  const shown = cars.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE);

  return (
    <section className={sectionStyles.section} aria-labelledby="applications-title">
      <h1 id="applications-title" className={sectionStyles.title}>
        {t('applications.title')}
      </h1>
      <p className={sectionStyles.intro}>{t('applications.intro')}</p>
      <WriteResult text={result} />
      {started && <StartedNotice started={started} onDismiss={() => setStarted(null)} />}
      {query.isError && (
        <QueueFailure error={query.error} retrying={query.isFetching} retry={query.refetch} />
      )}
      {query.isPending && <p role="status">{t('applications.loading')}</p>}
      {query.isSuccess && cars.length === 0 && <p>{t('applications.empty')}</p>}
      {cars.length > 0 && (
        <>
          <p className={styles.count}>{t('applications.count', { count: cars.length })}</p>
          <ul className={styles.list}>
            {shown.map((car) => (
              <li key={car.id}>
                <ApplicationCard car={car} onResult={setResult} onStarted={setStarted} />
              </li>
            ))}
          </ul>
          <Pagination page={shownPage} totalPages={totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}
