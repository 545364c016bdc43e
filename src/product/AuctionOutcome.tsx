import { useTranslation } from 'react-i18next';
import type { AuctionOutcome as Outcome, OutcomeAuction } from '../rules/auctionOutcome';
import { useOutcomeText } from './useOutcomeText';
import type { OwnBidders } from './useOwnUser';
import styles from './AuctionOutcome.module.css';

interface AuctionOutcomeProps {
  auction: OutcomeAuction;
  /** Whose win is the viewer's (useOwnBidders); null for a viewer who does not bid. */
  bidders: OwnBidders | null;
  className?: string;
}

const ICON_PATHS: Record<Exclude<Outcome['kind'], 'open'>, string> = {
  // A trophy, a flag someone else carries, and an empty circle: the kind is never colour alone.
  won: 'M7 4h10v4a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  lost: 'M6 21V4M6 4h11l-2 4 2 4H6',
  noBids: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.6 18.4L18.4 5.6',
  // A hammer: sold, to a viewer who did not bid.
  sold: 'M4 20l9-9M10 5l5-2 6 6-2 5-3-3-3 3-3-3 3-3z',
  // An hourglass: the end has passed, the server's word has not come.
  closing: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
};

/**
 * How an auction ended for the viewer (see useOutcomeText); nothing while it runs. A win says
 * what happens next: the backend sends nothing (contract §14.5), our operator puts buyer and
 * seller in touch.
 */
export function AuctionOutcome({ auction, bidders, className }: AuctionOutcomeProps) {
  const { t } = useTranslation('auctions');
  const { outcome, text } = useOutcomeText(auction, bidders);
  if (outcome.kind === 'open') return null;
  return (
    <span className={[styles.outcome, styles[outcome.kind], className].filter(Boolean).join(' ')}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={ICON_PATHS[outcome.kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>{text}</span>
      {outcome.kind === 'won' && <span className={styles.next}>{t('outcome.nextForWinner')}</span>}
    </span>
  );
}
