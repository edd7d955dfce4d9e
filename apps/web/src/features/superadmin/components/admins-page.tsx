import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the superadmin accounts issue replaces it. */
export function AdminsPage() {
  return <PlaceholderPage title="Admin Management" />;
}
