import { useEffect, useSyncExternalStore } from 'react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/language-store';
import { dataAge } from '../../lib/data-age';
import { useOnlineStatus } from './use-online-status';

/**
 * A strip under the header while the phone is offline: the screens keep working from what was saved, and
 * say how old it is. Back online, it disappears and the next answers are fresh.
 */
export function OfflineBanner() {
  const t = useT();
  const format = useFormat();
  const online = useOnlineStatus();
  const savedAt = useSyncExternalStore(dataAge.subscribe, dataAge.savedAt, () => null);
  useEffect(() => {
    if (online) dataAge.reset();
  }, [online]);
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      {t('offline.youAreOffline')}{' '}
      {savedAt === null
        ? t('offline.noSavedData')
        : t('offline.savedAt', { when: format.relativeTime(savedAt) })}
    </div>
  );
}
