import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allAuctionsQuery } from '../../../api/allAuctions';
import type { AuctionSummary } from '../../../api/auctions';
import { carsOfStatusQuery } from '../../../api/operatorCars';
import { allUsersQuery } from '../../../api/operatorUsers';
import { auctionOutcome } from '../../../rules/auctionOutcome';
import { clock } from '../../../core/clock';
import { usePart } from '../../../core/appInstance';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import { WriteResult } from '../shared/WriteResult';
import { ConsoleSearch } from '../shared/ConsoleSearch';
import { findIn } from '../shared/searchRows';
import { consoleListCodec, useConsoleList } from '../shared/useConsoleList';
import { usePage } from '../shared/usePage';
import sectionStyles from '../shell/AdminSection.module.css';
import { DealCard, type Deal } from './DealCard';
import { AuctionTermsDialog } from '../shared/AuctionTermsDialog';
import { searchableDeals } from './searchableDeals';
import styles from './DealsScreen.module.css';
import { useHttp } from '../../../api/http';

type DealFilter = 'all' | 'sold' | 'noBids';
const FILTERS: readonly DealFilter[] = ['all', 'sold', 'noBids'];
const PAGE = 'page';
const codec = consoleListCodec({ pageParams: [PAGE], filters: ['sold', 'noBids'] as const });

/** Newest end first; each with its outcome by the one rule every screen uses (rules/auctionOutcome). */
function dealsOf(auctions: readonly AuctionSummary[], now: number): Deal[] {
  return auctions
    .map((auction) => ({ auction, outcome: auctionOutcome(auction, null, now) }))
    .sort((a, b) => Date.parse(b.auction.endDateTime) - Date.parse(a.auction.endDateTime));
}

/**
 * Close deals (issue 23 item 5): every ended auction with its outcome. For a sale, both parties'
 * contact details, so the operator can put them in touch: the backend sends nothing at the end
 * (contract §14.5). Where nothing sold, a restart with a new end, in Norwegian time. Found by
 * search and filter, ten a page, all in the URL (issue 29).
 */
export function DealsScreen() {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const listId = useId();
  const list = useConsoleList(codec);
  const filter: DealFilter = list.filter ?? 'all';
  const [restarting, setRestarting] = useState<AuctionSummary | null>(null);
  const [done, setDone] = useState('');
  const query = useQuery(allAuctionsQuery(http, 'Avsluttet'));
  useShowErrorOnFailure(query.error);
  // Finished auctions have ended whatever the time; the clock's last reading is enough here.
  const { now } = usePart(clock);
  const deals = useMemo(() => dealsOf(query.data ?? [], now()), [query.data, now]);
  // The registration numbers and the parties, for the search: read once the deals are shown.
  const cars = useQuery({ ...carsOfStatusQuery(http, 'Solgt'), enabled: query.isSuccess });
  const users = useQuery({ ...allUsersQuery(http), enabled: query.isSuccess });
  useShowErrorOnFailure(cars.error ?? users.error);
  const rows = useMemo(() => searchableDeals(deals, cars.data, users.data), [deals, cars.data, users.data]);
  const found = useMemo(() => findIn(rows, list.query), [rows, list.query]);

  const counts: Record<DealFilter, number> = {
    all: found.length,
    sold: found.filter(({ outcome }) => outcome.kind === 'sold').length,
    noBids: found.filter(({ outcome }) => outcome.kind === 'noBids').length,
  };
  const filtered = useMemo(
    () =>
      found.filter(
        ({ outcome }) =>
          filter === 'all' || (filter === 'sold' ? outcome.kind === 'sold' : outcome.kind === 'noBids'),
      ),
    [found, filter],
  );
  const { fixPage: fixListPage } = list;
  const fixPage = useCallback((to: number) => fixListPage(PAGE, to), [fixListPage]);
  const { page, totalPages, shown } = usePage(filtered, list.pages[PAGE] ?? 0, query.isSuccess, fixPage);
  // The same elements while the page shows the same deals (the URL catching up renders again).
  const cards = useMemo(
    () =>
      shown.map((deal) => (
        <li key={deal.auction.id}>
          <DealCard
            deal={deal}
            onRestart={() => {
              setDone('');
              setRestarting(deal.auction);
            }}
          />
        </li>
      )),
    [shown],
  );

  return (
    <div className={sectionStyles.section}>
      <h1 className={sectionStyles.title}>{t('deals.title')}</h1>
      <p className={sectionStyles.intro}>{t('deals.intro')}</p>
      <WriteResult text={done} />
      <Loadable query={query} loading={t('deals.loading')} failed={t('deals.loadFailed')} level="page">
        {() => (
          <>
            <ConsoleSearch
              label={t('deals.search')}
              hint={t('deals.searchHint')}
              value={list.query}
              onChange={list.setQuery}
            />
            <div role="group" aria-label={t('deals.filterLabel')} className={styles.filters}>
              {FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.filter}
                  aria-pressed={filter === value}
                  aria-controls={listId}
                  onClick={() => list.setFilter(value === 'all' ? undefined : value)}
                >
                  {t(`deals.filter.${value}`, { count: counts[value] })}
                </button>
              ))}
            </div>
            {shown.length === 0 ? (
              <p className={styles.muted}>
                {deals.length > 0 && list.query.trim() !== ''
                  ? t('deals.noneFound')
                  : t(`deals.empty.${filter}`)}
              </p>
            ) : (
              <ul id={listId} className={styles.list} aria-label={t('deals.listLabel')}>
                {cards}
              </ul>
            )}
            <Pagination page={page} totalPages={totalPages} onChange={(to) => list.setPage(PAGE, to)} />
          </>
        )}
      </Loadable>
      {restarting && (
        <AuctionTermsDialog
          auction={restarting}
          kind="restart"
          onClose={() => setRestarting(null)}
          onDone={setDone}
        />
      )}
    </div>
  );
}
