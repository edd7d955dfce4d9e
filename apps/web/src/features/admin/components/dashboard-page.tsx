import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the admin dashboard issue replaces it. */
export function AdminDashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
