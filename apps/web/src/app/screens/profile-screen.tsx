import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useCurrentUser } from '../../lib/session';

/** /profile with the resident's notifications: the two features meet here, in app/. */
export function ProfileScreen() {
  const user = useCurrentUser();
  return <ProfilePage notifications={user ? <NotificationsPanel accountId={user.id} /> : null} />;
}
