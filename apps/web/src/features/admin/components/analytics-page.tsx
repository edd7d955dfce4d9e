import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the analytics issue replaces it. */
export function AdminAnalyticsPage() {
  return <PlaceholderPage title="Analytics" />;
}
