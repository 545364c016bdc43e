import { useEffect } from 'react';
import { appQueryClient } from '../api/queryClient';
import { usePart } from '../core/appInstance';
import { clock as clockPart } from '../core/clock';
import { sessionStore } from '../session/sessionStore';
import { raiseAuctionAlerts } from './auctionAlerts';
import { useNotificationSetting } from './notificationSetting';

/** While the user has notifications switched on, the live auctions on this screen raise them. */
export function useAuctionAlerts(): void {
  const queryClient = usePart(appQueryClient);
  const clock = usePart(clockPart);
  const session = usePart(sessionStore);
  const { on } = useNotificationSetting();
  useEffect(
    () => (on ? raiseAuctionAlerts(queryClient, { clock, session }) : undefined),
    [on, queryClient, clock, session],
  );
}
