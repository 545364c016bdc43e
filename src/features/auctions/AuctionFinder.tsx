import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allAuctionsQuery } from '../../api/allAuctions';
import { isBuyerRole } from '../../rules/roles';
import { AUCTIONS_PAGE_SIZE, LIST_CLOSING_READ_MS } from '../../config';
import { auctionPhase } from '../../rules/auctionOutcome';
import { usePart } from '../../core/appInstance';
import { AuctionCardList } from '../../product/AuctionCardList';
import { useOwnUser } from '../../product/useOwnUser';
import {
  SORTS,
  activeFilterCount,
  findAuctions,
  indexAuctions,
  knownMakes,
  presort,
  type FinderSort,
} from '../../rules/auctionFinder';
import { clock, useNow } from '../../core/clock';
import { useFollowedCarIds } from '../../session/watchlist';
import { Button } from '../../ui/Button';
import { Loadable } from '../../ui/Loadable';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Pagination } from '../../ui/Pagination';
import { FinderFilters } from './FinderFilters';
import { FinderToolbar } from './FinderToolbar';
import { useFinderState } from './useFinderState';
import styles from './AuctionFinder.module.css';
import { useHttp } from '../../api/http';

/** "Ending within" is judged to the minute, so the list is not redone every second. */
const MINUTE_MS = 60_000;

/**
 * Every active auction, loaded once (all pages) and found in the browser: search, sort and
 * filters from the URL, a result count, 8 a page, and an empty state that clears the filters.
 */
export function AuctionFinder() {
  const http = useHttp();
  const { t } = useTranslation('auctions');
  const headingId = useId();
  const filtersId = useId();
  const { now: serverNow } = usePart(clock);
  const list = useQuery({
    ...allAuctionsQuery(http, 'Aktivt'),
    // Past its end on the server's clock an auction is closing until the server says FINISHED
    // (rules/auctionOutcome): the list is read again meanwhile, at a modest cadence.
    refetchInterval: (query) =>
      query.state.data?.some((auction) => auctionPhase(auction, serverNow()) === 'closing')
        ? LIST_CLOSING_READ_MS
        : false,
  });
  useShowErrorOnFailure(list.error);
  // Buyers get the Follow toggles and "followed only".
  const canFollow = isBuyerRole(useOwnUser().data?.role);
  const state = useFinderState();
  const { criteria } = state;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { setTyped, pick } = state;
  const onQuery = useCallback((value: string) => setTyped('query', value), [setTyped]);
  const onSort = useCallback((sort: FinderSort) => pick({ sort }), [pick]);
  const toggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);

  const index = useMemo(() => indexAuctions(list.data ?? []), [list.data]);
  // The other orders are sorted one per task while the user looks at the list.
  useEffect(() => {
    const timers = SORTS.map((sort, i) => setTimeout(() => presort(index, sort), 50 * (i + 1)));
    return () => timers.forEach(clearTimeout);
  }, [index]);
  const followedIds = useFollowedCarIds();
  const followed = useMemo(() => new Set(followedIds), [followedIds]);
  const minute = Math.floor(useNow() / MINUTE_MS) * MINUTE_MS;
  const now = criteria.endingWithin === null ? 0 : minute;
  const found = useMemo(
    () => findAuctions(index, criteria, { now, followed }),
    [index, criteria, now, followed],
  );

  const totalPages = Math.ceil(found.length / AUCTIONS_PAGE_SIZE);
  const page = Math.min(state.page, Math.max(totalPages - 1, 0));
  const shown = found.slice(page * AUCTIONS_PAGE_SIZE, (page + 1) * AUCTIONS_PAGE_SIZE);
  const filterCount = activeFilterCount(criteria);
  const narrowed = filterCount > 0 || criteria.query.trim() !== '';

  // Once the list is known: makes it does not have and a page past the end leave the URL.
  const makes = useMemo(() => knownMakes(index, criteria.makes), [index, criteria.makes]);
  const { replaceUrl } = state;
  const loaded = list.isSuccess;
  const fixUrl = loaded && (makes.length !== criteria.makes.length || page !== state.page);
  useEffect(() => {
    if (fixUrl) replaceUrl({ makes }, page);
  }, [fixUrl, replaceUrl, makes, page]);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <FinderToolbar
        query={state.typed.query}
        onQuery={onQuery}
        sort={criteria.sort}
        onSort={onSort}
        filterCount={filterCount}
        filtersId={filtersId}
        filtersOpen={filtersOpen}
        onToggleFilters={toggleFilters}
      />
      <div className={styles.layout}>
        <FinderFilters
          id={filtersId}
          open={filtersOpen}
          makes={index.makes}
          chosenMakes={criteria.makes}
          endingWithin={criteria.endingWithin}
          followedOnly={criteria.followedOnly}
          yearFrom={state.typed.yearFrom}
          yearTo={state.typed.yearTo}
          bidFrom={state.typed.bidFrom}
          bidTo={state.typed.bidTo}
          canFollow={canFollow}
          onTyped={setTyped}
          onPick={pick}
          onToggleMake={state.toggleMake}
          onClear={filterCount > 0 ? state.clearFilters : null}
        />
        <div className={styles.results}>
          <p role="status" className={styles.count}>
            {loaded && t('finder.count', { count: found.length })}
          </p>
          <Loadable query={list} loading={t('list.loading')} failed={t('list.loadFailed')} level="section">
            {() =>
              shown.length > 0 ? (
                <AuctionCardList auctions={shown} busy={false} label={t('list.listLabel')} />
              ) : (
                <div className={styles.state}>
                  <p>{narrowed ? t('finder.noMatch') : t('list.empty')}</p>
                  {narrowed && (
                    <Button variant="secondary" onClick={state.clearFilters}>
                      {t('finder.clear')}
                    </Button>
                  )}
                </div>
              )
            }
          </Loadable>
          <Pagination page={page} totalPages={totalPages} onChange={state.setPage} />
        </div>
      </div>
    </section>
  );
}
