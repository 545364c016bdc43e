import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { BidProgress } from '../../product/BidProgress';
import { useBid } from '../../product/useBid';
import { formatMoney } from '../../lib/money';
import { bidQuestion } from '../../rules/bidding';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useBidQuestion } from '../../product/useBidQuestion';
import styles from './QuickBid.module.css';

/** What the desk lends each row for bidding. */
export interface DeskBidding {
  userId: string;
  /** The session expired: no bid goes out until the user logs in again (the desk says so). */
  paused: boolean;
}

interface QuickBidProps {
  auction: Auction;
  /** The car's name as the row shows it. */
  makeModel: string;
  /** The minimum acceptable bid (spec §5), worked out by the row. */
  minimum: number;
  /** The highest bid is the user's: a tap asks first ("You already lead. Bid anyway?"), as in the room. */
  leading: boolean;
  bidding: DeskBidding;
}

/**
 * One tap bids the minimum, through the page's one bid pipeline: the room's rules and words
 * (on its way → placed / not placed), one bid in flight at a time, so the other rows wait. The
 * leader's question says what was true when it was asked; once that changes (a rival bids, the
 * minimum moves) it closes unanswered, sends nothing, and the row says why (spec §5).
 */
export function QuickBid({ auction, makeModel, minimum, leading, bidding }: QuickBidProps) {
  const { t } = useTranslation('desk');
  // The room's words for the leader's question: one question in both places.
  const { t: roomT } = useTranslation('auctionRoom');
  const { paused } = bidding;
  const bid = useBid(auction.carDetails.carId);
  // Why a question was taken back unanswered: the row says so until the next bid.
  const { question: confirming, ask, close, withdrawn, told } = useBidQuestion(auction, leading);
  const waiting = bid.pending !== null;
  const amount = formatMoney(minimum);
  const send = (bidAmount: number) => {
    told();
    bid.send('bid', bidAmount);
  };
  // The question's words: what was true when it was asked.
  const asked = confirming && {
    amount: formatMoney(confirming.amount),
    highest: formatMoney(confirming.highest),
  };
  return (
    <div className={styles.quickBid}>
      <Button
        onClick={() => (leading ? ask(bidQuestion(minimum, auction, leading)) : send(minimum))}
        disabled={waiting || bid.busyElsewhere || paused}
        aria-busy={waiting}
        aria-label={t('bid.label', { amount, makeModel })}
      >
        {t('bid.button', { amount })}
      </Button>
      <BidProgress
        carId={auction.carDetails.carId}
        notice={withdrawn && roomT(`withdrawn.${withdrawn}`, { amount, suggestion: amount })}
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked ? roomT('leading.title') : ''}
        message={asked ? roomT('leading.message', asked) : ''}
        confirmLabel={asked ? roomT('leading.confirm', asked) : ''}
        onCancel={close}
        onConfirm={() => {
          if (confirming) send(confirming.amount);
          close();
        }}
      />
    </div>
  );
}
