import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function RegisterPage() {
  return <PlaceholderPage title="Register" />;
}
