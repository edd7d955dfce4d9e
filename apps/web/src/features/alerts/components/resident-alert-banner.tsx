import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useCurrentUser } from '../../../lib/session';

// When its code cannot be fetched even after the retries, the page goes on without the banner: the alert
// is still in the resident's notifications.
const AlertBanner = lazyWithRetry(
  () => import('./alert-banner').then((module) => module.AlertBanner),
  () => null,
);

/**
 * The banner for signed-in residents only, in its own chunk: visitors and staff on /home never download it
 * (the page's JavaScript budget, decision 016).
 */
export function ResidentAlertBanner() {
  const user = useCurrentUser();
  if (user?.role !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <AlertBanner />
    </Suspense>
  );
}
