import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the interventions issue replaces it. */
export function InterventionsPage() {
  return <PlaceholderPage title="Interventions" />;
}
