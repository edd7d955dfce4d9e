import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the admin mapping issue replaces it. */
export function AdminMappingPage() {
  return <PlaceholderPage title="Mapping" />;
}
