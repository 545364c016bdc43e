import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function EditCarPage() {
  return <PlaceholderPage title="Edit car" />;
}
