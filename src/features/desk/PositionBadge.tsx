import { useTranslation } from 'react-i18next';
import type { BidderPosition } from '../../lib/bidderPosition';
import styles from './PositionBadge.module.css';

/** Whose eyes: a representative bids for itself; a company sees where its representatives stand. */
export type Viewer = 'representative' | 'company';

const ICONS: Record<BidderPosition, string> = {
  leading: 'M4 10.5l4 4 8-9',
  outbid: 'M10 4v8M10 15.5v.5',
  none: 'M5 10h10',
};

/** You lead / Outbid / No bid yet: words and an icon, the colour only repeats them. */
export function PositionBadge({ position, viewer }: { position: BidderPosition; viewer: Viewer }) {
  const { t } = useTranslation('desk');
  return (
    <span className={`${styles.badge} ${styles[position]}`}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d={ICONS[position]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {t(`position.${viewer}.${position}`)}
    </span>
  );
}
