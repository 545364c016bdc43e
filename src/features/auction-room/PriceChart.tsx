import { memo, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bid } from '../../api/auctions';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { CHART_HEIGHT, CHART_WIDTH, priceChartLayout } from './priceChartLayout';
import styles from './PriceChart.module.css';

interface PriceChartProps {
  /** Oldest first, at least one. */
  bids: readonly Bid[];
  endDateTime: string;
  userId: string;
}

const MARK = 6;

/**
 * The price as a picture (issue 30): the highest bid against time, the user's own bids marked
 * with a diamond, the end marked with a dashed line. Hand-written SVG in its own small chunk (no
 * chart package on a bidding screen). Named by its heading; its caption says in words what it
 * shows, and the bid history below stays the full table. Drawn from a deferred copy of the bids,
 * so a burst of pushes updates the highest bid first and the picture when the browser has time.
 */
export const PriceChart = memo(function PriceChart({ bids, endDateTime, userId }: PriceChartProps) {
  const { t } = useTranslation('auctionRoom');
  const titleId = useId();
  const captionId = useId();
  const shown = useDeferredValue(bids);
  const layout = useMemo(() => priceChartLayout(shown, endDateTime, userId), [shown, endDateTime, userId]);
  const first = shown[0];
  const last = shown.at(-1);
  const end = formatDateTime(endDateTime);
  const summary = t('chart.summary', {
    count: shown.length,
    first: formatMoney(layout.lowest),
    firstTime: formatDateTime(first?.placedAt),
    last: formatMoney(layout.highest),
    lastTime: formatDateTime(last?.placedAt),
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
              className={styles.end}
            />
          ) : (
            <line x1={layout.endX} y1="0" x2={layout.endX} y2={CHART_HEIGHT} className={styles.end} />
          )}
          <path d={layout.path} className={styles.line} />
          {layout.own.map(({ x, y }, index) => (
            <rect
              // The marks only move all together (a new scale): their order is their identity.
              key={index}
              x={x - MARK / 2}
              y={y - MARK / 2}
              width={MARK}
              height={MARK}
              transform={`rotate(45 ${x} ${y})`}
              className={styles.own}
            />
          ))}
        </svg>
        <span className={styles.amount}>{formatMoney(layout.lowest)}</span>
      </div>
      <div className={styles.times}>
        <span>{formatDateTime(first?.placedAt)}</span>
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
