import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the admin posts and alerts issue replaces it. */
export function CeaArchivesPage() {
  return <PlaceholderPage title="Archived Admin Posts" />;
}
