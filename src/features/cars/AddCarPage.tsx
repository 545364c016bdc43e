import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function AddCarPage() {
  return <PlaceholderPage title="Add car" />;
}
