import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function ProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
