import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function CarPage() {
  return <PlaceholderPage title="Car" />;
}
