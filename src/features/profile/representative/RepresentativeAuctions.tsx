import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionStatusFilter } from '../../../api/auctions';
import { auctionsOfCarsQuery } from '../../../api/auctionsOfCars';
import { FIRST_PAGE, REPRESENTATIVE_AUCTIONS_PAGE_SIZE } from '../../../config';
import { AUCTION_STATUS_FILTERS } from '../../../fieldValues';
import { AuctionCardList } from '../../../product/AuctionCardList';
import type { OwnBidders } from '../../../product/useOwnUser';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import { DEFAULT_NAMES, listCodec, type ListParamNames } from '../listParams';
import { useUrlState } from '../../../ui/useUrlState';
import styles from './RepresentativeAuctions.module.css';
import { useHttp } from '../../../api/http';

interface RepresentativeAuctionsProps {
  /** The representative's saved car ids: the auctions it has bid on. */
  savedCarIds: readonly string[];
  /** Whose outcomes the ended auctions show: the representative's own id. */
  bidderId: string;
  /** Set when someone else looks (the company): the outcome names the representative, not 'you'. */
  bidderName?: string;
  title: string;
  /** h2 on the representative's own page, h4 inside a company's representative row. */
  titleLevel: 2 | 4;
  /** Where in the URL the filter and page live: `status`/`page` unless the page lists several. */
  params?: ListParamNames;
}

/**
 * The auctions of a representative's saved cars, filtered Aktivt / Avsluttet, 4 a page (spec §2, §9),
 * the filter and page kept in the URL as every list's are. Aktivt holds the paused auctions too,
 * marked paused on their cards: a bidder never loses sight of one (spec §10). Shared by the
 * representative's own profile and the company's representative rows.
 */
export function RepresentativeAuctions({
  savedCarIds,
  bidderId,
  bidderName,
  title,
  titleLevel,
  params,
}: RepresentativeAuctionsProps) {
  const { t } = useTranslation('company');
  const titleId = useId();
  // One codec a list: the row's parameter names arrive as a new object each render.
  const { status: statusParam, page: pageParam } = params ?? DEFAULT_NAMES;
  const codec = useMemo(
    () => listCodec(AUCTION_STATUS_FILTERS, { status: statusParam, page: pageParam }),
    [statusParam, pageParam],
  );
  const list = useUrlState(codec);
  const status: AuctionStatusFilter = list.state.status ?? AUCTION_STATUS_FILTERS[0];
  const { page } = list.state;
  const show = (next: { status: AuctionStatusFilter; page: number }) =>
    list.set(() => ({
      status: next.status === AUCTION_STATUS_FILTERS[0] ? undefined : next.status,
      page: next.page,
    }));
  const Title = titleLevel === 2 ? 'h2' : 'h4';
  const [firstId, ...otherIds] = savedCarIds;
  const outcomeFor = useMemo<OwnBidders>(
    () => ({
      ids: new Set([bidderId]),
      names: bidderName === undefined ? null : new Map([[bidderId, bidderName]]),
    }),
    [bidderId, bidderName],
  );

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
                onChange={() => show({ status: value, page: FIRST_PAGE })}
              />
              <span>{t(`auctions.status.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {/* Production adds the entry after the first bid, on its event executor, and may lose it (contract §14.14). */}
      {bidderName === undefined && <p className={styles.hint}>{t('auctions.late')}</p>}
      {firstId === undefined ? (
        // An empty id list would make the backend list every auction (contract §12 #22): no call at all.
        <p className={styles.empty}>{t('auctions.empty')}</p>
      ) : (
        <AuctionList
          ids={[firstId, ...otherIds]}
          status={status}
          page={page}
          onPageChange={(next) => show({ status, page: next })}
          outcomeFor={outcomeFor}
        />
      )}
    </section>
  );
}

interface AuctionListProps {
  ids: readonly [string, ...string[]];
  status: AuctionStatusFilter;
  page: number;
  onPageChange: (page: number) => void;
  outcomeFor: OwnBidders;
}

function AuctionList({ ids, status, page, onPageChange, outcomeFor }: AuctionListProps) {
  const http = useHttp();
  const { t } = useTranslation('company');
  // The whole list, paged here: a page turn asks nothing of the server.
  const query = useQuery({
    ...auctionsOfCarsQuery(http, { status, ids }),
    placeholderData: keepPreviousData,
  });
  useShowErrorOnFailure(query.error);
  const size = REPRESENTATIVE_AUCTIONS_PAGE_SIZE;

  return (
    <Loadable query={query} loading={t('auctions.loading')} failed={t('auctions.loadFailed')} level="section">
      {(all) =>
        all.length === 0 ? (
          <p className={styles.empty}>{t('auctions.empty')}</p>
        ) : (
          <>
            <AuctionCardList
              auctions={all.slice(page * size, (page + 1) * size)}
              busy={query.isPlaceholderData}
              outcomeFor={outcomeFor}
            />
            <Pagination page={page} totalPages={Math.ceil(all.length / size)} onChange={onPageChange} />
          </>
        )
      }
    </Loadable>
  );
}
