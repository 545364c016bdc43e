import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardQuery, type BoardAuction, type BoardStatus } from '../../../api/operatorAuctions';
import { normalizeSearchText, searchTerms } from '../../../lib/searchText';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import { AuctionRow } from './AuctionRow';
import styles from './BoardSection.module.css';

const PAGE_SIZE = 10;

interface BoardSectionProps {
  status: BoardStatus;
  /** Words that the make and model must all contain. */
  filter: string;
  onResult: (text: string) => void;
}

/** The auctions whose make and model contain every word of the filter. */
function matching(auctions: readonly BoardAuction[], filter: string): readonly BoardAuction[] {
  const terms = searchTerms(filter);
  if (terms.length === 0) return auctions;
  return auctions.filter(({ carDetails }) => {
    const name = normalizeSearchText(carDetails.makeModel);
    return terms.every((term) => name.includes(term));
  });
}

/** The auctions of one status, soonest end first, ten at a time. */
export function BoardSection({ status, filter, onResult }: BoardSectionProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = useQuery(boardQuery(status));
  const [page, setPage] = useState(0);
  useShowErrorOnFailure(query.error);
  const shown = useMemo(() => (query.data ? matching(query.data, filter) : undefined), [query.data, filter]);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`board.status.${status}`)}
        {shown && <span className={styles.count}> ({shown.length})</span>}
      </h2>
      <Loadable query={query} loading={t('board.loading')} failed={t('board.failed')} level="section">
        {(all) => {
          const auctions = shown ?? all;
          if (auctions.length === 0) return <p className={styles.empty}>{t('board.empty')}</p>;
          const totalPages = Math.ceil(auctions.length / PAGE_SIZE);
          const shownPage = Math.min(page, totalPages - 1);
          return (
            <>
              <ul className={styles.list}>
                {auctions.slice(shownPage * PAGE_SIZE, (shownPage + 1) * PAGE_SIZE).map((auction) => (
                  <li key={auction.id}>
                    <AuctionRow auction={auction} listedAs={status} onResult={onResult} />
                  </li>
                ))}
              </ul>
              <Pagination page={shownPage} totalPages={totalPages} onChange={setPage} />
            </>
          );
        }}
      </Loadable>
    </section>
  );
}
