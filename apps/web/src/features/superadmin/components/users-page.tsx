import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the superadmin accounts issue replaces it. */
export function UsersPage() {
  return <PlaceholderPage title="User Management" />;
}
