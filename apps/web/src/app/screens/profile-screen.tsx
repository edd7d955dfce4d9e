import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { HomeBarangaySettings } from '../../features/alerts/components/home-barangay-settings';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { profileQuery } from '../../features/profile/api/profile-query';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { QueuedReports } from '../../features/report-form/outbox/queued-reports';
import { useCurrentUser } from '../../lib/session';
import { LazyReportFormModal } from './lazy-report-form';

/**
 * /profile with the resident's notifications, unsent reports and the report form behind the share box: the
 * features meet here, in app/. A report filed from the share box shows under Pending at once (the profile is
 * read again).
 */
export function ProfileScreen() {
  const user = useCurrentUser();
  const client = useQueryClient();
  return (
    <ProfilePage
      notifications={user ? <NotificationsPanel accountId={user.id} /> : null}
      alertSettings={user ? <HomeBarangaySettings /> : null}
      queuedReports={
        user ? <QueuedReports accountId={user.id} refreshKeys={[profileQuery(user.id).queryKey]} /> : null
      }
      renderReportForm={({ open, onClose }) => (
        <Suspense fallback={null}>
          <LazyReportFormModal
            open={open}
            onClose={onClose}
            onCreated={() => {
              if (user) void client.invalidateQueries({ queryKey: profileQuery(user.id).queryKey });
            }}
          />
        </Suspense>
      )}
    />
  );
}
