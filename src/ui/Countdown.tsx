import { useTranslation } from 'react-i18next';
import { useNowInPage } from '../core/clock';
import { formatTimeLeft, timeLeft } from '../lib/countdown';

interface CountdownProps {
  /** ISO instant; the countdown follows it when it changes (late bids extend auctions). */
  endDateTime: string;
  /** Shows a dash instead of a time (an inactive auction, spec §2). */
  inactive?: boolean;
  className?: string;
}

/**
 * Time left to the end, ticking with the shared clock; 'Auction ended' at zero (spec §4). A dash
 * in a prerendered page's HTML, which shows no time of day (core/clock.ts).
 */
export function Countdown({ endDateTime, inactive, className }: CountdownProps) {
  const { t } = useTranslation();
  const now = useNowInPage();
  if (inactive || now === null) return <span className={className}>–</span>;
  const left = timeLeft(Date.parse(endDateTime), now);
  return (
    <span className={className}>
      {left ? formatTimeLeft(left, t('countdown.dayUnit')) : t('countdown.ended')}
    </span>
  );
}
