import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the accounts issue (profile, role user only) replaces it. */
export function ProfilePage() {
  return <PlaceholderPage title="My Profile" />;
}
