import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function ContactPage() {
  return <PlaceholderPage title="Contact" />;
}
