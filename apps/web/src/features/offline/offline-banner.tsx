import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/language-store';
import { dataAge } from '../../lib/data-age';
import { useOnlineStatus } from './use-online-status';

/**
 * A strip under the header whenever the screen may be showing saved data: while the phone is offline (the
 * screens keep working from what was saved), and while it is online but the server does not answer and the
 * service worker hands back saved answers. Either way it says how old the data is.
 */
export function OfflineBanner() {
  const t = useT();
  const format = useFormat();
  const online = useOnlineStatus();
  const savedAt = useSyncExternalStore(dataAge.subscribe, dataAge.savedAt, () => null);
  // Coming back online, what is fetched next is fresh; a page that opens online keeps what was noted.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) dataAge.reset();
    wasOnline.current = online;
  }, [online]);
  if (online && savedAt === null) return null;
  const age = savedAt === null ? null : t('offline.savedAt', { when: format.relativeTime(savedAt) });
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      {online ? t('offline.serverUnreachable') : t('offline.youAreOffline')} {age ?? t('offline.noSavedData')}
    </div>
  );
}
