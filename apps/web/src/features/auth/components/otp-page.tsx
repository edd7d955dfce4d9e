import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the accounts issue replaces it. */
export function OtpPage() {
  return <PlaceholderPage title="Verify your e-mail" />;
}
