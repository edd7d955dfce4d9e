import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the posts issue (all tips) replaces it. */
export function BuzzLineArticlesPage() {
  return <PlaceholderPage title="Prevention Tips" />;
}
