import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the posts issue (latest news and prevention tips) replaces it. */
export function BuzzLinePage() {
  return <PlaceholderPage title="BuzzLine" />;
}
