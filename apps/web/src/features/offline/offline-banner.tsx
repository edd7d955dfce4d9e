import { relativeTime } from '@dengue/core';
import { useEffect, useSyncExternalStore } from 'react';
import { dataAge } from '../../lib/data-age';
import { useOnlineStatus } from './use-online-status';

/**
 * A strip under the header while the phone is offline: the screens keep working from what was saved, and
 * say how old it is. Back online, it disappears and the next answers are fresh.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const savedAt = useSyncExternalStore(dataAge.subscribe, dataAge.savedAt, () => null);
  useEffect(() => {
    if (online) dataAge.reset();
  }, [online]);
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      You are offline.{' '}
      {savedAt === null
        ? 'Screens you opened before still work; new data will load when you are back online.'
        : `Showing data saved ${relativeTime(savedAt)}.`}
    </div>
  );
}
