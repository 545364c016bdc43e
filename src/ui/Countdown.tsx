import { useTranslation } from 'react-i18next';
import { useNowInPage } from '../core/clock';
import { CLOSING_AT_MOST_MS } from '../config';
import { formatTimeLeft, timeLeft } from '../lib/countdown';

interface CountdownProps {
  /** ISO instant; the countdown follows it when it changes (late bids extend auctions). */
  endDateTime: string;
  /** Shows a dash instead of a time (an inactive auction, spec §2). */
  inactive?: boolean;
  className?: string;
}

/**
 * Time left to the end on the server's clock, ticking with the shared clock. At zero 'Closing…',
 * not 'ended': only the server's FINISHED ends an auction, and a late bid may move the end
 * (rules/auctionOutcome); 'Auction ended' only long after, when no finish job is coming. A caller
 * shows a finished auction as such. A dash in a prerendered
 * page's HTML, which shows no time of day (core/clock.ts).
 */
export function Countdown({ endDateTime, inactive, className }: CountdownProps) {
  const { t } = useTranslation();
  const now = useNowInPage();
  if (inactive || now === null) return <span className={className}>–</span>;
  const end = Date.parse(endDateTime);
  const left = timeLeft(end, now);
  // Long past its end with no word from the server, it got no finish job (rules/auctionOutcome auctionPhase).
  const over = now >= end + CLOSING_AT_MOST_MS;
  return (
    <span className={className}>
      {left
        ? formatTimeLeft(left, t('countdown.dayUnit'))
        : t(over ? 'countdown.ended' : 'countdown.closing')}
    </span>
  );
}
