import type { ReactNode } from 'react';
import type { KeyedMessage } from '../../i18n/catalogue';
import { displayText, useT } from '../../i18n/language-store';
import { Spinner } from '../ui/spinner';
import '../../i18n/en/map';

/** 'Loading map...' over the map's box; `backdrop`: what the box shows meanwhile (the resident map's city). */
export function MapLoading({ backdrop }: { backdrop?: ReactNode } = {}) {
  const t = useT();
  const status = (
    <>
      <Spinner className="size-6" />
      <span>{t('map.loading')}</span>
    </>
  );
  if (!backdrop) {
    return (
      <div
        role="status"
        className="flex size-full items-center justify-center gap-3 bg-slate-100 text-slate-700"
      >
        {status}
      </div>
    );
  }
  return (
    <div className="relative size-full bg-slate-100">
      {backdrop}
      <div className="absolute inset-x-0 top-3 flex justify-center">
        <div
          role="status"
          className="flex items-center gap-3 rounded-full bg-white/95 px-4 py-1.5 text-slate-700 shadow"
        >
          {status}
        </div>
      </div>
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
