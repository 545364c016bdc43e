import type { AuctionOutcome as Outcome, OutcomeAuction } from '../lib/auctionOutcome';
import { useOutcomeText } from './useOutcomeText';
import styles from './AuctionOutcome.module.css';

interface AuctionOutcomeProps {
  auction: OutcomeAuction;
  /** Whose outcome: the session's user, or the representative a company looks at. */
  bidderId: string | null;
  /** The representative's name when someone else looks; without it the outcome is the user's own. */
  bidderName?: string;
  className?: string;
}

const ICON_PATHS: Record<Exclude<Outcome['kind'], 'open'>, string> = {
  // A trophy, a flag someone else carries, and an empty circle: the kind is never colour alone.
  won: 'M7 4h10v4a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  lost: 'M6 21V4M6 4h11l-2 4 2 4H6',
  noBids: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.6 18.4L18.4 5.6',
};

/** How an auction ended for a bidder (see useOutcomeText); nothing while it runs. */
export function AuctionOutcome({ auction, bidderId, bidderName, className }: AuctionOutcomeProps) {
  const { outcome, text } = useOutcomeText(auction, bidderId, bidderName);
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
      <span>{text}</span>
    </span>
  );
}
