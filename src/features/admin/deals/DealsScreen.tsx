import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allAuctionsQuery } from '../../../api/allAuctions';
import type { AuctionSummary } from '../../../api/auctions';
import { carQuery } from '../../../api/cars';
import { fetchAuctionTerms, restartAuction } from '../../../api/operatorAuctions';
import { auctionOutcome } from '../../../lib/auctionOutcome';
import { clockNow } from '../../../lib/clock';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { useNorwegianTime } from '../../../ui/useNorwegianTime';
import { ResultNote } from '../people/ResultNote';
import styles from '../people/people.module.css';
import { DealCard, type Deal } from './DealCard';
import { RestartDialog } from './RestartDialog';
import type { RestartTerms } from './restartSchema';
import { auctionsKey } from '../../../api/auctions';

type DealFilter = 'all' | 'sold' | 'noBids';
const FILTERS: readonly DealFilter[] = ['all', 'sold', 'noBids'];

interface Restart {
  auction: AuctionSummary;
  terms: RestartTerms;
}

/** Newest end first; each with its outcome by the one rule every screen uses (lib/auctionOutcome). */
function dealsOf(auctions: readonly AuctionSummary[], now: number): Deal[] {
  return auctions
    .map((auction) => ({ auction, outcome: auctionOutcome(auction, null, now) }))
    .sort((a, b) => Date.parse(b.auction.endDateTime) - Date.parse(a.auction.endDateTime));
}

/**
 * Close deals (issue 23 item 5): every ended auction with its outcome. For a sale, both parties'
 * contact details, so the operator can put them in touch: the backend sends nothing at the end
 * (contract §14.5). Where nothing sold, a restart with a new end, in Norwegian time.
 */
export function DealsScreen() {
  const { t } = useTranslation('adminPeople');
  const time = useNorwegianTime();
  const queryClient = useQueryClient();
  const listId = useId();
  const [filter, setFilter] = useState<DealFilter>('all');
  const [restarting, setRestarting] = useState<AuctionSummary | null>(null);
  const query = useQuery(allAuctionsQuery('Avsluttet'));
  useShowErrorOnFailure(query.error);
  // Finished auctions have ended whatever the time; the clock's last reading is enough here.
  const deals = useMemo(() => dealsOf(query.data ?? [], clockNow()), [query.data]);

  const restart = useMutation({
    mutationFn: async ({ auction, terms }: Restart) => {
      // The expected price is the auction's own, sent back as it is (shape A has it, contract §7.2).
      const stored = await fetchAuctionTerms(auction.id);
      await restartAuction({
        id: auction.id,
        startingPrice: terms.startingPrice,
        minimalStep: terms.minimalStep,
        expectedPrice: stored.expectedPrice,
        endDateTime: terms.end.toISOString(),
      });
    },
    onSuccess: () => setRestarting(null),
    // Every auction list and the car (it goes back to `Auksjon`); the backend broadcasts nothing.
    onSettled: (_data, _error, { auction }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionsKey }),
        queryClient.invalidateQueries({ queryKey: carQuery(auction.carDetails.carId).queryKey }),
      ]),
  });

  const counts: Record<DealFilter, number> = {
    all: deals.length,
    sold: deals.filter(({ outcome }) => outcome.kind === 'sold').length,
    noBids: deals.filter(({ outcome }) => outcome.kind === 'noBids').length,
  };
  const shown = deals.filter(
    ({ outcome }) =>
      filter === 'all' || (filter === 'sold' ? outcome.kind === 'sold' : outcome.kind === 'noBids'),
  );
  const done = restart.isSuccess
    ? t('deals.restart.done', {
        car: restart.variables.auction.carDetails.makeModel,
        end: time.format(restart.variables.terms.end.toISOString()),
      })
    : '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('deals.title')}</h1>
      <p className={styles.intro}>{t('deals.intro')}</p>
      <ResultNote text={done} />
      <Loadable query={query} loading={t('deals.loading')} failed={t('deals.loadFailed')} level="page">
        {() => (
          <>
            <div role="group" aria-label={t('deals.filterLabel')} className={styles.filters}>
              {FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.filter}
                  aria-pressed={filter === value}
                  aria-controls={listId}
                  onClick={() => setFilter(value)}
                >
                  {t(`deals.filter.${value}`, { count: counts[value] })}
                </button>
              ))}
            </div>
            {shown.length === 0 ? (
              <p className={styles.muted}>{t(`deals.empty.${filter}`)}</p>
            ) : (
              <ul id={listId} className={styles.list} aria-label={t('deals.listLabel')}>
                {shown.map((deal) => (
                  <li key={deal.auction.id}>
                    <DealCard
                      deal={deal}
                      onRestart={() => {
                        restart.reset();
                        setRestarting(deal.auction);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loadable>
      {restarting && (
        <RestartDialog
          auction={restarting}
          busy={restart.isPending}
          failure={restart.error}
          onSubmit={(terms) => restart.mutate({ auction: restarting, terms })}
          onClose={() => {
            restart.reset();
            setRestarting(null);
          }}
        />
      )}
    </div>
  );
}
