import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the interventions issue replaces it. */
export function InterventionsAllPage() {
  return <PlaceholderPage title="All Interventions" />;
}
