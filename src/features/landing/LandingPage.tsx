import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function LandingPage() {
  return <PlaceholderPage title="Bilbud" />;
}
