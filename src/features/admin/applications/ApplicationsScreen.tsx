import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationsQuery } from '../../../api/operatorCars';
import { allUsersQuery } from '../../../api/operatorUsers';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Pagination } from '../../../ui/Pagination';
import { ConsoleSearch } from '../shared/ConsoleSearch';
import { findIn } from '../shared/searchRows';
import { consoleListCodec, useConsoleList } from '../shared/useConsoleList';
import { usePage } from '../shared/usePage';
import { WriteResult } from '../shared/WriteResult';
import sectionStyles from '../shell/AdminSection.module.css';
import { ApplicationCard } from './ApplicationCard';
import { QueueFailure } from './QueueFailure';
import { UnreadableApplications } from './UnreadableApplications';
import type { StartedAuction } from './StartAuctionDialog';
import { StartedNotice } from './StartedNotice';
import { searchableCars } from './searchableCars';
import styles from './ApplicationsScreen.module.css';
import { useHttp } from '../../../api/http';
import { useSession } from '../../../session/useSession';
import { useNewApplications } from './useNewApplications';

const PAGE = 'page';
const codec = consoleListCodec({ pageParams: [PAGE] });

/**
 * Issue 23 item 1, issue 29: every car in review, those new to the operator first, then newest
 * first by the first photo (api/operatorCars.ts, useNewApplications.ts say how), found
 * by registration number, seller name or phone, ten a page; the search and the page live in the URL.
 * A failed reload keeps the queue already shown.
 */
export function ApplicationsScreen() {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const query = useQuery(applicationsQuery(http));
  // The sellers' names and phones, for the search: read once the queue is shown (5,000 users are
  // about 2 MB), so the queue never waits for them.
  const users = useQuery({ ...allUsersQuery(http), enabled: query.isSuccess });
  const list = useConsoleList(codec);
  const { fixPage: fixListPage } = list;
  const fixPage = useCallback((to: number) => fixListPage(PAGE, to), [fixListPage]);
  const [result, setResult] = useState<string | null>(null);
  const [started, setStarted] = useState<StartedAuction | null>(null);
  useShowErrorOnFailure(query.error);
  useShowErrorOnFailure(users.error);

  const cars = query.data?.cars;
  const unreadable = query.data?.unreadable.length ?? 0;
  const { userId } = useSession();
  const newIds = useNewApplications(userId, cars);
  // New to the operator first; within each, the order of api/operatorCars.ts newestFirst.
  const ordered = useMemo(
    () => (cars ?? []).toSorted((a, b) => Number(newIds.has(b.id)) - Number(newIds.has(a.id))),
    [cars, newIds],
  );
  const rows = useMemo(() => searchableCars(ordered, users.data), [ordered, users.data]);
  const found = useMemo(() => findIn(rows, list.query), [rows, list.query]);
  const { page, totalPages, shown } = usePage(found, list.pages[PAGE] ?? 0, query.isSuccess, fixPage);
  // The car just started was what the search found: it left the queue, the search did not fail.
  const leftAfterStart = started !== null && found.length === 0 && list.query.trim() !== '';

  // The same elements while the page shows the same cars: the URL catching up (a task after a
  // change) renders the screen again, and the cards need not follow.
  const cards = useMemo(
    () =>
      shown.map((car) => (
        <li key={car.id}>
          <ApplicationCard car={car} isNew={newIds.has(car.id)} onResult={setResult} onStarted={setStarted} />
        </li>
      )),
    [shown, newIds],
  );

  return (
    <section className={sectionStyles.section} aria-labelledby="applications-title">
      <h1 id="applications-title" className={sectionStyles.title}>
        {t('applications.title')}
      </h1>
      <p className={sectionStyles.intro}>{t('applications.intro')}</p>
      <WriteResult text={result} />
      {started && <StartedNotice started={started} onDismiss={() => setStarted(null)} />}
      {query.isError && <QueueFailure retrying={query.isFetching} retry={query.refetch} />}
      {cars && unreadable > 0 && (
        <UnreadableApplications count={unreadable} cars={cars} users={users.data} onResult={setResult} />
      )}
      {query.isPending && <p role="status">{t('applications.loading')}</p>}
      {cars && cars.length === 0 && unreadable === 0 && <p>{t('applications.empty')}</p>}
      {cars && cars.length > 0 && (
        <>
          <ConsoleSearch
            label={t('applications.search')}
            hint={users.isPending ? t('applications.searchSellersLoading') : t('applications.searchHint')}
            value={list.query}
            onChange={list.setQuery}
          />
          <p className={styles.count} aria-live="polite">
            {list.query.trim() === ''
              ? t('applications.count', { count: cars.length })
              : leftAfterStart
                ? t('applications.startedLeft', { registration: started.car.registrationNumber })
                : t('applications.found', { count: found.length, total: cars.length })}
          </p>
          {leftAfterStart ? null : found.length === 0 ? (
            <p>{t('applications.noneFound')}</p>
          ) : (
            <ul className={styles.list}>{cards}</ul>
          )}
          <Pagination page={page} totalPages={totalPages} onChange={(to) => list.setPage(PAGE, to)} />
        </>
      )}
    </section>
  );
}
