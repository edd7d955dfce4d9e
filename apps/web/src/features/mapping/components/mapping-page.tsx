import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the mapping issue (barangay patterns, breeding sites, interventions) replaces it. */
export function MappingPage() {
  return <PlaceholderPage title="Dengue map" />;
}
