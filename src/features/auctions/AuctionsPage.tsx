import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function AuctionsPage() {
  return <PlaceholderPage title="Auctions" />;
}
