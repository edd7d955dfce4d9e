import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the superadmin accounts issue replaces it. */
export function AdminsArchivesPage() {
  return <PlaceholderPage title="Archived Admins" />;
}
