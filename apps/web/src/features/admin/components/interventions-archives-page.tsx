import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the interventions issue replaces it. */
export function InterventionsArchivesPage() {
  return <PlaceholderPage title="Archived Interventions" />;
}
