import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { AuctionOutcome } from '../../product/AuctionOutcome';
import { ClosedRefusal } from '../../product/ClosedRefusal';
import { useOutcomeText } from '../../product/useOutcomeText';
import { useOwnBidders } from '../../product/useOwnUser';
import { useLiveText } from '../../ui/useLiveText';
import styles from './ClosedNotice.module.css';

interface ClosedNoticeProps {
  auction: Auction;
  /** Ended on the server's word (rules/auctionOutcome auctionPhase); else paused. */
  ended: boolean;
}

/**
 * In place of the bid controls, one notice: 'Auction ended' with how it ended for the user, or
 * 'Auction is inactive' for a paused auction (spec §2, §8), saying that bidding opens here again
 * when it resumes (the room reads a paused auction again by itself). A bid refused because of it
 * is told here too. Read out when it appears live.
 */
export function ClosedNotice({ auction, ended }: ClosedNoticeProps) {
  const { t } = useTranslation('auctionRoom');
  const title = ended ? t('closed.ended') : t('closed.inactive');
  // A company's win is its representative's (one outcome rule with the desk); a seller's car sold.
  const bidders = useOwnBidders();
  const { text } = useOutcomeText(auction, bidders);
  const spoken = useLiveText(ended && text ? `${title}. ${text}` : title);

  return (
    <>
      <div className={`${styles.closed} ${ended ? styles.ended : ''}`}>
        <strong className={styles.title}>{title}</strong>
        {ended && <AuctionOutcome auction={auction} bidders={bidders} className={styles.outcome} />}
        {!ended && <p className={styles.hint}>{t('closed.pausedHint')}</p>}
      </div>
      <ClosedRefusal carId={auction.carDetails.carId} paused={!ended} />
      <p role="status" className="visually-hidden">
        {spoken}
      </p>
    </>
  );
}

/**
 * Past the end on the server's clock, before the server's FINISHED (rules/auctionOutcome): the room
 * says the auction is closing and reads it until then (product/useReadWhileClosing). A late bid may
 * have moved the end; no "won" or "lost" yet, and the bid field stays.
 */
export function ClosingNotice({ carId }: { carId: string }) {
  const { t } = useTranslation('auctionRoom');
  return (
    <>
      <div className={styles.closed} role="status">
        <strong className={styles.title}>{t('closing.title')}</strong>
        <p className={styles.hint}>{t('closing.hint')}</p>
      </div>
      {/* A bid the server refused because its end had passed is told here, not in a dialog. */}
      <ClosedRefusal carId={carId} paused={false} />
    </>
  );
}
