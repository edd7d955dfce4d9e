import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the accounts issue replaces it. */
export function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot password" />;
}
