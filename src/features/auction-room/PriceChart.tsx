import { memo, startTransition, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bid } from '../../api/auctions';
import { formatMoney } from '../../lib/money';
import { CHART_HEIGHT, CHART_WIDTH, priceChartLayout } from './priceChartLayout';
import styles from './PriceChart.module.css';
import { formatNorwegianTime } from '../../lib/norwegianTime';
import { useNorwegianTime } from '../../ui/useNorwegianTime';

interface PriceChartProps {
  /** Oldest first, at least one. */
  bids: readonly Bid[];
  endDateTime: string;
  userId: string;
}

/** Half the diagonal of an own bid's diamond, in the drawing's units. */
const MARK = 4.5;
/** The picture follows the bids at most this often: a burst of pushes moves the highest bid, not the drawing. */
const CHART_UPDATE_MS = 1000;

/**
 * `value` as it was at most `everyMs` ago: the first value at once, then the newest one once per
 * `everyMs` while it keeps changing, as a transition (a push's own render goes first).
 */
function useSampled<Value>(value: Value, everyMs: number): Value {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const stale = value !== shown;
  useEffect(() => {
    if (!stale) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown(latest.current)), everyMs);
    return () => clearTimeout(timer);
  }, [stale, shown, everyMs]);
  return shown;
}

/**
 * The price as a picture (issue 30): the highest bid against time, the user's own bids marked
 * with a diamond, the end marked with a dashed line. Hand-written SVG in its own small chunk (no
 * chart package on a bidding screen). Named by its heading; its caption says in words what it
 * shows, and the bid history below stays the full table. Drawn from a deferred copy of the bids,
 * so a burst of pushes updates the highest bid first and the picture when the browser has time.
 */
export const PriceChart = memo(function PriceChart({ bids, endDateTime, userId }: PriceChartProps) {
  const shown = useSampled(bids, CHART_UPDATE_MS);
  return <Drawing bids={shown} endDateTime={endDateTime} userId={userId} />;
});

/** The figure itself, drawn again only when the sampled bids (or the end) change. */
const Drawing = memo(function Drawing({ bids: shown, endDateTime, userId }: PriceChartProps) {
  const { t } = useTranslation('auctionRoom');
  const time = useNorwegianTime();
  const titleId = useId();
  const captionId = useId();
  const layout = useMemo(() => priceChartLayout(shown, endDateTime, userId), [shown, endDateTime, userId]);
  const first = shown[0];
  const last = shown.at(-1);
  // The summary is one sentence: one "(Norwegian time)" note, at its end, not one inside every bracketed time.
  const end = time.format(endDateTime);
  const summary = t('chart.summary', {
    count: shown.length,
    first: formatMoney(layout.lowest),
    firstTime: formatNorwegianTime(first?.placedAt),
    last: formatMoney(layout.highest),
    lastTime: formatNorwegianTime(last?.placedAt),
    own: layout.ownCount,
    end,
  });

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('chart.title')}
      </h2>
      <div className={styles.plot}>
        <span className={styles.amount}>{formatMoney(layout.highest)}</span>
        <svg
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={captionId}
          className={styles.svg}
        >
          <line x1="0" y1={CHART_HEIGHT} x2={CHART_WIDTH} y2={CHART_HEIGHT} className={styles.axis} />
          {layout.endX === null ? (
            <path
              d={`M${CHART_WIDTH - 14} ${CHART_HEIGHT / 2 - 10}L${CHART_WIDTH} ${CHART_HEIGHT / 2}L${CHART_WIDTH - 14} ${CHART_HEIGHT / 2 + 10}`}
              className={styles.endArrow}
            />
          ) : (
            <line x1={layout.endX} y1="0" x2={layout.endX} y2={CHART_HEIGHT} className={styles.end} />
          )}
          <path d={layout.path} className={styles.line} />
          {layout.own.length > 0 && (
            <path
              d={layout.own
                .map(({ x, y }) => `M${x} ${y - MARK}l${MARK} ${MARK}-${MARK} ${MARK}-${MARK}-${MARK}z`)
                .join('')}
              className={styles.own}
            />
          )}
        </svg>
        <span className={styles.amount}>{formatMoney(layout.lowest)}</span>
      </div>
      <div className={styles.times}>
        {/* Each label of the axis says "(norsk tid)" where the viewer's clock differs, as every time on screen does. */}
        <span>{time.format(first?.placedAt)}</span>
        <span>
          {layout.endX === null ? t('chart.endLater', { time: end }) : t('chart.end', { time: end })}
        </span>
      </div>
      <ul className={styles.legend}>
        <li>
          <span className={styles.lineKey} aria-hidden="true" />
          {t('chart.legendLine')}
        </li>
        {layout.own.length > 0 && (
          <li>
            <span className={styles.ownKey} aria-hidden="true" />
            {t('chart.legendOwn')}
          </li>
        )}
        <li>
          <span className={styles.endKey} aria-hidden="true" />
          {t('chart.legendEnd')}
        </li>
      </ul>
      <figcaption id={captionId} className={styles.caption}>
        {summary}
      </figcaption>
    </figure>
  );
});
