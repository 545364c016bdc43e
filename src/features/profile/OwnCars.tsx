import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { carQuery, carsQuery, type Car, type CarStatus } from '../../api/cars';
import { readAddedCar } from '../../product/addedCar';
import { paths } from '../../paths';
import { CARS_PAGE_SIZE, FIRST_PAGE } from '../../config';
import { CAR_STATUSES } from '../../fieldValues';
import { buttonClassName } from '../../ui/Button';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Loadable } from '../../ui/Loadable';
import { Pagination } from '../../ui/Pagination';
import { CarCard } from './CarCard';
import { listCodec } from './listParams';
import styles from './OwnCars.module.css';
import { useHttp } from '../../api/http';
import { draftKeys } from '../../product/draftKeys';
import { useSession } from '../../session/useSession';
import { DraftHint } from '../../ui/form/DraftHint';
import { useKeptDraft } from '../../ui/form/useKeptDraft';
import { useUrlState } from '../../ui/useUrlState';

/**
 * The car just added, while the profile confirms it (AddedCarNotice): the backend pages in database
 * order and keeps no date (contract §6.2), so the newest car would be anywhere; it is shown first on
 * the first page of the lists it belongs to (all, in review). The add-car page put it in the cache.
 */
function usePinnedAddedCar(status: CarStatus | undefined, page: number): Car | undefined {
  const http = useHttp();
  const added = readAddedCar(useLocation().state);
  const shown = added !== null && page === FIRST_PAGE && (status === undefined || status === 'Vurdering');
  return useQuery({ ...carQuery(http, added?.id ?? ''), enabled: shown }).data;
}

const ADD_CAR_DRAFT = [draftKeys.addCar];
/** The seller's car list in the page URL (?status=Auksjon&page=1); no status means all. */
const carListCodec = listCodec(CAR_STATUSES);

const withPinned = (items: readonly Car[], pinned: Car | undefined): readonly Car[] =>
  pinned ? [pinned, ...items.filter((car) => car.id !== pinned.id)] : items;

/** The seller's own cars (spec §2): filter by status and page, both kept in the URL. */
export function OwnCars({ ownerId }: { ownerId: string }) {
  const http = useHttp();
  const { t } = useTranslation('profile');
  const { t: tCars } = useTranslation('cars');
  // A car the user began adding and did not send, told beside "Add car" (their own cars only).
  const { userId } = useSession();
  const addCarDraft = useKeptDraft(userId === ownerId ? ADD_CAR_DRAFT : [], { owner: userId });
  const headingId = useId();
  const list = useUrlState(carListCodec);
  const { status, page } = list.state;
  const query = useQuery({
    ...carsQuery(http, { ...(status ? { status } : {}), ownerId, page, size: CARS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useShowErrorOnFailure(query.error);
  const pinned = usePinnedAddedCar(status, page);

  const show = (next: { status: CarStatus | undefined; page: number }) => list.set(() => next);

  // A page past the end (cars deleted since the link was made): go to the last page there is.
  const totalPages = query.data?.totalPages;
  const pastTheEnd =
    query.isSuccess &&
    !query.isPlaceholderData &&
    totalPages !== undefined &&
    page >= Math.max(totalPages, 1);
  const { replace } = list;
  useEffect(() => {
    if (pastTheEnd && totalPages !== undefined)
      replace((current) => ({ ...current, page: Math.max(totalPages - 1, FIRST_PAGE) }));
  }, [pastTheEnd, totalPages, replace]);

  const filters: { value: CarStatus | undefined; label: string }[] = [
    { value: undefined, label: t('cars.all') },
    ...CAR_STATUSES.map((value) => ({ value, label: tCars(`status.${value}`) })),
  ];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('cars.title')}
        </h2>
        <Link to={paths.addCar(ownerId)} className={buttonClassName('accent')}>
          {t('cars.addCar')}
        </Link>
      </div>
      <DraftHint savedAt={addCarDraft} text={(day) => t('cars.draft', { day })}>
        <Link to={paths.addCar(ownerId)} className={buttonClassName('secondary')}>
          {t('cars.draftAction')}
        </Link>
      </DraftHint>
      <div role="group" aria-label={t('cars.filterLabel')} className={styles.filters}>
        {filters.map((filter) => (
          <button
            key={filter.value ?? 'all'}
            type="button"
            className={styles.filter}
            aria-pressed={filter.value === status}
            onClick={() => show({ status: filter.value, page: FIRST_PAGE })}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <Loadable query={query} loading={t('cars.loading')} failed={t('cars.loadFailed')} level="section">
        {({ items, totalPages: pages }) => {
          const cars = withPinned(items, pinned);
          return (
            <>
              {cars.length === 0 ? (
                <div className={styles.empty}>
                  {status === undefined && page === FIRST_PAGE ? (
                    <>
                      <p>{t('cars.empty')}</p>
                      <Link to={paths.addCar(ownerId)} className={buttonClassName('primary')}>
                        {t('cars.addFirst')}
                      </Link>
                    </>
                  ) : (
                    <p>{t('cars.emptyFiltered')}</p>
                  )}
                </div>
              ) : (
                <ul className={styles.grid} aria-busy={query.isPlaceholderData}>
                  {cars.map((car) => (
                    <li key={car.id}>
                      <CarCard car={car} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} totalPages={pages} onChange={(next) => show({ status, page: next })} />
            </>
          );
        }}
      </Loadable>
    </section>
  );
}
