import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function AuctionRoomPage() {
  return <PlaceholderPage title="Auction" />;
}
