import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the accounts issue replaces it. */
export function SignupPage() {
  return <PlaceholderPage title="Sign up" />;
}
