import { useTranslation } from 'react-i18next';
import type { BidderPosition } from '../rules/bidderPosition';
import styles from './PositionBadge.module.css';

/** Whose eyes: a representative bids for itself; a company sees where its representatives stand. */
export type Viewer = 'representative' | 'company';

const ICONS: Record<BidderPosition, string> = {
  leading: 'M4 10.5l4 4 8-9',
  outbid: 'M10 4v8M10 15.5v.5',
  none: 'M5 10h10',
};

interface PositionBadgeProps {
  position: BidderPosition;
  viewer: Viewer;
  /** The company's representative who leads, by name, when the company leads and the name is known. */
  leaderName?: string | null;
}

/**
 * You lead / You no longer lead / No bid yet, in the room and on the desk: words and an icon, the
 * colour only repeats them. A company reads which of its representatives leads.
 */
export function PositionBadge({ position, viewer, leaderName = null }: PositionBadgeProps) {
  const { t } = useTranslation('auctionRoom');
  const text =
    viewer === 'company' && position === 'leading' && leaderName
      ? t('position.company.leadingNamed', { name: leaderName })
      : t(`position.${viewer}.${position}`);
  return (
    <span className={`${styles.badge} ${styles[position]}`}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d={ICONS[position]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {text}
    </span>
  );
}
