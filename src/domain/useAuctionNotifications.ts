import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../api/auctions';
import { ENDING_SOON_MS } from '../config';
import { isOutbid } from '../lib/bidding';
import { showNotification } from '../lib/browserNotifications';
import { useNow } from '../lib/clock';
import { formatDateTime } from '../lib/dates';
import { formatMoney } from '../lib/money';
import { useNotificationSetting } from './notificationSetting';

/**
 * While the tab is hidden and the user has switched notifications on: tells them when they are
 * outbid, and when the auction enters its last five minutes (once; a late bid that moves the end
 * back out does not repeat it). The tab title keeps its own outbid cue either way.
 */
export function useAuctionNotifications(auction: Auction, userId: string | null): void {
  const { t } = useTranslation('auctions');
  const { on } = useNotificationSetting();
  const now = useNow();
  const { carId, makeModel } = auction.carDetails;
  const highest = auction.highestBid ?? null;
  const seenHighest = useRef(highest);
  const endingToldFor = useRef<string | null>(null);
  const msLeft = Date.parse(auction.endDateTime) - now;
  const endingSoon = auction.status === 'ACTIVE' && msLeft > 0 && msLeft <= ENDING_SOON_MS;
  // Already in the last minutes when the page opened: that is not news.
  const startedEnding = useRef(endingSoon);

  useEffect(() => {
    const before = seenHighest.current;
    seenHighest.current = highest;
    if (!on || !document.hidden || !highest || !isOutbid(before, highest, userId)) return;
    showNotification(t('notify.outbidTitle', { makeModel }), {
      body: t('notify.outbidBody', { amount: formatMoney(highest.amount) }),
      tag: `outbid-${carId}`,
    });
  }, [highest, on, userId, t, makeModel, carId]);

  useEffect(() => {
    if (!endingSoon) {
      startedEnding.current = false;
      return;
    }
    if (startedEnding.current || endingToldFor.current === carId) return;
    endingToldFor.current = carId;
    if (!on || !document.hidden) return;
    const time = formatDateTime(auction.endDateTime);
    showNotification(t('notify.endingTitle', { makeModel }), {
      body: highest
        ? t('notify.endingBody', { time, amount: formatMoney(highest.amount) })
        : t('notify.endingBodyNoBids', { time }),
      tag: `ending-${carId}`,
    });
  }, [endingSoon, on, carId, makeModel, auction.endDateTime, highest, t]);
}
