import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the reports issue (community feed, report form, announcements) replaces it. */
export function CommunityPage() {
  return <PlaceholderPage title="Community" />;
}
