import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy policy" />;
}
