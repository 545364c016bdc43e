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
  /** Finished, or past its end (the backend says nothing at the end, contract §7.7); else paused. */
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
