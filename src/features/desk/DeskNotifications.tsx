import { useQuery } from '@tanstack/react-query';
import { auctionByCarQuery, type Auction } from '../../api/auctions';
import { useNotificationSetting } from '../../domain/notificationSetting';
import { useAuctionNotifications } from '../../domain/useAuctionNotifications';

interface DeskNotificationsProps {
  carIds: readonly string[];
  userId: string;
}

/**
 * The room's hidden-tab notifications (outbid, last five minutes) for every followed auction,
 * from the desk's shared cache. Mounted only while the user has them switched on, so the rows
 * themselves never follow the 1 s clock.
 */
export function DeskNotifications({ carIds, userId }: DeskNotificationsProps) {
  const { on } = useNotificationSetting();
  if (!on) return null;
  return carIds.map((carId) => <FollowedAuction key={carId} carId={carId} userId={userId} />);
}

function FollowedAuction({ carId, userId }: { carId: string; userId: string }) {
  const { data } = useQuery(auctionByCarQuery(carId));
  return data ? <Notifier auction={data} userId={userId} /> : null;
}

function Notifier({ auction, userId }: { auction: Auction; userId: string }) {
  useAuctionNotifications(auction, userId);
  return null;
}
