import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the posts issue (all news, carousel) replaces it. */
export function BuzzLineUpdatesPage() {
  return <PlaceholderPage title="Latest News" />;
}
