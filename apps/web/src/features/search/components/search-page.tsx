import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the reports issue (search of posts and people) replaces it. */
export function SearchPage() {
  return <PlaceholderPage title="Search" />;
}
