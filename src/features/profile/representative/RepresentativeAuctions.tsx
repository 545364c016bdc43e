import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auctionsQuery, type AuctionStatusFilter } from '../../../api/auctions';
import { AUCTION_STATUS_FILTERS, FIRST_PAGE, REPRESENTATIVE_AUCTIONS_PAGE_SIZE } from '../../../config';
import { AuctionCardList } from '../../../domain/AuctionCardList';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import styles from './RepresentativeAuctions.module.css';

interface RepresentativeAuctionsProps {
  /** The representative's saved car ids: the auctions it has bid on. */
  savedCarIds: readonly string[];
  title: string;
  /** h2 on the representative's own page, h4 inside a company's representative row. */
  titleLevel: 2 | 4;
}

/**
 * The auctions of a representative's saved cars, filtered Aktivt / Avsluttet, 4 a page (spec §2, §9).
 * Shared by the representative's own profile and the company's representative rows.
 */
export function RepresentativeAuctions({ savedCarIds, title, titleLevel }: RepresentativeAuctionsProps) {
  const { t } = useTranslation('company');
  const titleId = useId();
  const [status, setStatus] = useState<AuctionStatusFilter>(AUCTION_STATUS_FILTERS[0]);
  const [page, setPage] = useState(FIRST_PAGE);
  const Title = titleLevel === 2 ? 'h2' : 'h4';
  const [firstId, ...otherIds] = savedCarIds;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        <fieldset className={styles.filter}>
          <legend className="visually-hidden">{t('auctions.filterLabel')}</legend>
          {AUCTION_STATUS_FILTERS.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                name={`${titleId}-status`}
                value={value}
                checked={status === value}
                onChange={() => {
                  setStatus(value);
                  setPage(FIRST_PAGE);
                }}
              />
              <span>{t(`auctions.status.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {firstId === undefined ? (
        // An empty id list would make the backend list every auction (contract §12 #22): no call at all.
        <p className={styles.empty}>{t('auctions.empty')}</p>
      ) : (
        <AuctionList ids={[firstId, ...otherIds]} status={status} page={page} onPageChange={setPage} />
      )}
    </section>
  );
}

interface AuctionListProps {
  ids: readonly [string, ...string[]];
  status: AuctionStatusFilter;
  page: number;
  onPageChange: (page: number) => void;
}

function AuctionList({ ids, status, page, onPageChange }: AuctionListProps) {
  const { t } = useTranslation('company');
  const query = useQuery({
    ...auctionsQuery({ status, ids, page, size: REPRESENTATIVE_AUCTIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  useShowErrorOnFailure(query.error);

  return (
    <Loadable query={query} loading={t('auctions.loading')} failed={t('auctions.loadFailed')} level="section">
      {({ items, totalPages }) =>
        items.length === 0 && page === FIRST_PAGE ? (
          <p className={styles.empty}>{t('auctions.empty')}</p>
        ) : (
          <>
            <AuctionCardList auctions={items} busy={query.isPlaceholderData} />
            <Pagination page={page} totalPages={totalPages} onChange={onPageChange} />
          </>
        )
      }
    </Loadable>
  );
}
