import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { raiseAuctionAlerts } from './auctionAlerts';
import { useNotificationSetting } from './notificationSetting';

/** While the user has notifications switched on, the live auctions on this screen raise them. */
export function useAuctionAlerts(): void {
  const queryClient = useQueryClient();
  const { on } = useNotificationSetting();
  useEffect(() => (on ? raiseAuctionAlerts(queryClient) : undefined), [on, queryClient]);
}
