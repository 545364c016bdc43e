import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

/** Screen readers hear a new highest bid at most this often, however fast bids come in. */
export const ANNOUNCE_INTERVAL_MS = 3000;

/** A polite live region announcing a new highest bid (throttled; the latest amount wins). */
export function HighestBidAnnouncer({ amount }: { amount: number | null }) {
  const { t } = useTranslation('auctionRoom');
  const [text, setText] = useState('');
  const shownAmount = useRef(amount);
  const lastAnnouncedAt = useRef(0);

  useEffect(() => {
    if (amount === null || amount === shownAmount.current) return undefined;
    const wait = Math.max(0, lastAnnouncedAt.current + ANNOUNCE_INTERVAL_MS - Date.now());
    const timer = setTimeout(() => {
      shownAmount.current = amount;
      lastAnnouncedAt.current = Date.now();
      setText(t('announce.highestBid', { amount: formatMoney(amount) }));
    }, wait);
    return () => clearTimeout(timer);
  }, [amount, t]);

  return (
    <div aria-live="polite" aria-atomic="true" className="visually-hidden">
      {text}
    </div>
  );
}
