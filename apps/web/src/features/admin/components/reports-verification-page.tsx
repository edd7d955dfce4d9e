import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the reports verification issue replaces it. */
export function ReportsVerificationPage() {
  return <PlaceholderPage title="Reports Verification" />;
}
