import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { boardQuery, type BoardAuction, type BoardStatus } from '../../../api/operatorAuctions';
import { normalizeSearchText, searchTerms } from '../../../lib/searchText';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import { usePage } from '../shared/usePage';
import { AuctionRow } from './AuctionRow';
import styles from './BoardSection.module.css';
import { useHttp } from '../../../api/http';

interface BoardSectionProps {
  status: BoardStatus;
  /** Words that the make and model must all contain, or the one car whose auction is shown. */
  filter: BoardFilter;
  /** This list's page, from the URL. */
  page: number;
  onPage: (status: BoardStatus, page: number) => void;
  /** Puts a page past the end right in the URL, without a new entry. */
  fixPage: (status: BoardStatus, page: number) => void;
  onResult: (text: string) => void;
}

export type BoardFilter = { words: string } | { car: string };

/** The auction of the filter's car, or those whose make and model contain every word of the filter. */
function matching(auctions: readonly BoardAuction[], filter: BoardFilter): readonly BoardAuction[] {
  if ('car' in filter) return auctions.filter(({ carDetails }) => carDetails.carId === filter.car);
  const terms = searchTerms(filter.words);
  if (terms.length === 0) return auctions;
  return auctions.filter(({ carDetails }) => {
    const name = normalizeSearchText(carDetails.makeModel);
    return terms.every((term) => name.includes(term));
  });
}

/** The auctions of one status, soonest end first, ten a page (the page from the URL). */
export function BoardSection({ status, filter, page, onPage, fixPage, onResult }: BoardSectionProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = useQuery(boardQuery(http, status));
  useShowErrorOnFailure(query.error);
  const shown = useMemo(() => (query.data ? matching(query.data, filter) : undefined), [query.data, filter]);
  const fixThisPage = useCallback((to: number) => fixPage(status, to), [fixPage, status]);
  const paged = usePage(shown ?? [], page, query.isSuccess, fixThisPage);
  // The same elements while the page shows the same auctions (the URL catching up renders again).
  const rows = useMemo(
    () =>
      paged.shown.map((auction) => (
        <li key={auction.id}>
          <AuctionRow auction={auction} listedAs={status} onResult={onResult} />
        </li>
      )),
    [paged.shown, status, onResult],
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`board.status.${status}`)}
        {shown && <span className={styles.count}> ({shown.length})</span>}
      </h2>
      <Loadable query={query} loading={t('board.loading')} failed={t('board.failed')} level="section">
        {() =>
          paged.shown.length === 0 ? (
            <p className={styles.empty}>{t('board.empty')}</p>
          ) : (
            <>
              <ul className={styles.list}>{rows}</ul>
              <Pagination
                page={paged.page}
                totalPages={paged.totalPages}
                onChange={(to) => onPage(status, to)}
              />
            </>
          )
        }
      </Loadable>
    </section>
  );
}
