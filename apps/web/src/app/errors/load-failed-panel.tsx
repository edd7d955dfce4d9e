import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/language-store';

export interface LoadFailedPanelProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown when a screen's code could not be downloaded after every automatic retry. */
export function LoadFailedPanel({ onRetry, retrying = false }: LoadFailedPanelProps) {
  const t = useT();
  return (
    <section
      role="alert"
      aria-labelledby="load-failed-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <h1 id="load-failed-title" className="text-2xl font-bold text-slate-900">
        {t('error.loadFailedTitle')}
      </h1>
      <p className="text-slate-700">{t('error.loadFailedBody')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-6 py-2 font-semibold text-white hover:bg-slate-800 disabled:opacity-70"
      >
        {retrying ? <Spinner /> : null}
        {retrying ? t('error.retrying') : t('error.retry')}
      </button>
    </section>
  );
}
