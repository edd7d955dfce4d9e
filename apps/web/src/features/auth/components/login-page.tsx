import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the accounts issue replaces it. */
export function LoginPage() {
  return <PlaceholderPage title="Log in" />;
}
