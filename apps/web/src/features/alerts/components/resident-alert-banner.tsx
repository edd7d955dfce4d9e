import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../lib/session';

const AlertBanner = lazy(() => import('./alert-banner').then((module) => ({ default: module.AlertBanner })));

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
