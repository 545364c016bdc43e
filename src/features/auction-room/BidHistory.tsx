import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bid } from '../../api/auctions';
import { bidKey, numberBidders } from '../../rules/bidding';
import { formatMoney } from '../../lib/money';
import { formatNorwegianSeconds } from '../../lib/norwegianTime';
import { useNorwegianTime } from '../../ui/useNorwegianTime';
import styles from './BidHistory.module.css';

/**
 * Rows rendered until the user asks for all: a 2,000-bid history under 20 pushes a second stays
 * within a frame (bench: live updates). The table is the same table, the rest one button away.
 */
const HISTORY_VISIBLE_ROWS = 25;

interface BidHistoryProps {
  /** Oldest first (the schema sorts them). */
  bids: readonly Bid[];
  userId: string;
}

/** Spec §2 bid history: bidder, amount, time; bidders numbered by first appearance; own bids marked. */
export const BidHistory = memo(function BidHistory({ bids, userId }: BidHistoryProps) {
  const { t } = useTranslation('auctionRoom');
  const { noteAt } = useNorwegianTime();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const numbering = useMemo(() => numberBidders(bids), [bids]);
  // A label depends on the bidder's number only: one per bidder (a handful), made again only when a
  // bidder joins, not on every push. A row whose bid and label did not change is not rendered again
  // (the cache keeps unchanged bids' objects).
  const bidderLabels = useMemo(
    () =>
      Array.from({ length: numbering.size }, (_, index) => t('history.bidderNumber', { number: index + 1 })),
    [numbering.size, t],
  );
  const zoneNote = noteAt(bids.at(-1)?.placedAt).trim();
  const visible = useMemo(() => {
    const newest = showAll ? bids : bids.slice(-HISTORY_VISIBLE_ROWS);
    return newest.toReversed();
  }, [bids, showAll]);
  // Looked up once per language, not on every push.
  const labels = useMemo(
    () => ({
      title: t('history.title'),
      bidder: t('history.bidder'),
      amount: t('history.amount'),
      time: t('history.time'),
      you: t('history.you'),
    }),
    [t],
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {labels.title}
      </h2>
      {bids.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <>
          {/* Scrolls sideways on narrow phones, so it must be reachable by keyboard (axe: scrollable-region-focusable). */}
          <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={headingId}>
            <table className={styles.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{labels.bidder}</th>
                  <th scope="col" className={styles.numeric}>
                    {labels.amount}
                  </th>
                  {/* "(Norwegian time)" for a viewer elsewhere (issue 30); it wraps under the label on a phone. */}
                  <th scope="col" className={styles.time}>
                    {labels.time}
                    {zoneNote && (
                      <>
                        {' '}
                        <span>{zoneNote}</span>
                      </>
                    )}
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((bid) => (
                  <BidRow
                    key={bidKey(bid)}
                    bidder={bidderLabels[(numbering.get(bid.bidderId) ?? 0) - 1] ?? ''}
                    amount={bid.amount}
                    placedAt={bid.placedAt}
                    youLabel={bid.bidderId === userId ? labels.you : null}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {bids.length > HISTORY_VISIBLE_ROWS && (
            <div className={styles.more}>
              {!showAll && (
                <span>{t('history.showing', { shown: HISTORY_VISIBLE_ROWS, count: bids.length })}</span>
              )}
              <button type="button" className={styles.toggle} onClick={() => setShowAll((all) => !all)}>
                {showAll
                  ? t('history.showNewest', { count: HISTORY_VISIBLE_ROWS })
                  : t('history.showAll', { count: bids.length })}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
});

interface BidRowProps {
  bidder: string;
  amount: number;
  placedAt: string;
  /** Set for the user's own bids: marked by a badge and weight, not by colour alone. */
  youLabel: string | null;
}

const BidRow = memo(function BidRow({ bidder, amount, placedAt, youLabel }: BidRowProps) {
  return (
    <tr className={youLabel ? styles.own : undefined}>
      <td>
        {bidder}
        {youLabel && <span className={styles.badge}>{youLabel}</span>}
      </td>
      <td className={styles.numeric}>{formatMoney(amount)}</td>
      <td className={styles.time}>
        {/* To the second: a bidder who disputes a late bid can point to it. */}
        {formatNorwegianSeconds(placedAt)
          .split(' ')
          .map((part) => (
            <span key={part}>{part}</span>
          ))}
      </td>
    </tr>
  );
});
