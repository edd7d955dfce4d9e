import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the admin posts and alerts issue replaces it. */
export function CeaPage() {
  return <PlaceholderPage title="Community Engagement & Awareness" />;
}
