import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the superadmin accounts issue replaces it. */
export function UsersArchivesPage() {
  return <PlaceholderPage title="Archived Users" />;
}
