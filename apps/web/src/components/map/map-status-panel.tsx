import type { KeyedMessage } from '../../i18n/catalogue';
import { displayText, useT } from '../../i18n/language-store';
import { Spinner } from '../ui/spinner';
import '../../i18n/en/map';

export function MapLoading() {
  const t = useT();
  return (
    <div
      role="status"
      className="flex size-full items-center justify-center gap-3 bg-slate-100 text-slate-700"
    >
      <Spinner className="size-6" />
      <span>{t('map.loading')}</span>
    </div>
  );
}

/** The map's error panel with Retry (resident section 8: 'Failed to initialize map', data errors). */
export function MapErrorPanel({ message, onRetry }: { message: KeyedMessage | string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex size-full flex-col items-center justify-center gap-3 bg-slate-100 p-6">
      <p className="font-semibold text-slate-900">{displayText(message)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-full bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800"
      >
        {t('map.retry')}
      </button>
    </div>
  );
}
