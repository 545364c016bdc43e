import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { BidProgress } from '../../product/BidProgress';
import { Button } from '../../ui/Button';
import { AutoBidForm } from './AutoBidForm';
import { ManualBidForm } from './ManualBidForm';
import styles from './BidPanel.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

interface BidPanelProps {
  auction: Auction;
  userId: string;
  /** The highest bid is the user's: a manual bid asks first (it would only raise the user's own price). */
  leading: boolean;
  /** The session expired on the page: the controls pause, keeping what was typed, until a new login. */
  sessionExpired: boolean;
}

/** The bid controls (spec §2): a bid, an autobid, and what happened to the last one sent. */
export function BidPanel({ auction, userId, leading, sessionExpired }: BidPanelProps) {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('auctionRoom');
  const headingId = useId();
  const pausedId = useId();
  const pausedBy = sessionExpired ? pausedId : null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('bid.sectionLabel')}
      </h2>
      {sessionExpired && (
        <div className={styles.paused}>
          <p id={pausedId}>{t('sessionExpired.bid')}</p>
          <Button onClick={() => loginPrompt.request({ stayOnPage: true })}>
            {t('sessionExpired.loginAgain')}
          </Button>
        </div>
      )}
      <ManualBidForm auction={auction} pausedBy={pausedBy} leading={leading} />
      <AutoBidForm auction={auction} userId={userId} pausedBy={pausedBy} />
      <BidProgress carId={auction.carDetails.carId} />
    </section>
  );
}
