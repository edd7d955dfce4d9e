import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the posts issue (article detail) replaces it. */
export function ArticlePage() {
  return <PlaceholderPage title="Article" />;
}
