import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { profileQuery } from '../../features/profile/api/profile-query';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { QueuedReports } from '../../features/report-form/outbox/queued-reports';
import { useCurrentUser } from '../../lib/session';

/** /profile with the resident's notifications and unsent reports: the features meet here, in app/. */
export function ProfileScreen() {
  const user = useCurrentUser();
  return (
    <ProfilePage
      notifications={user ? <NotificationsPanel accountId={user.id} /> : null}
      queuedReports={
        user ? <QueuedReports accountId={user.id} refreshKeys={[profileQuery(user.id).queryKey]} /> : null
      }
    />
  );
}
