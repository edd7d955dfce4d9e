import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/language-store';
import { ErrorPanel } from './error-panel';

export interface LoadFailedPanelProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown when a screen's code could not be downloaded after every automatic retry. */
export function LoadFailedPanel({ onRetry, retrying = false }: LoadFailedPanelProps) {
  const t = useT();
  return (
    <ErrorPanel
      titleId="load-failed-title"
      title={t('error.loadFailedTitle')}
      titleSize="text-2xl"
      body={t('error.loadFailedBody')}
    >
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
    </ErrorPanel>
  );
}
