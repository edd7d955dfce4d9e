import { useT } from '../../i18n/language-store';
import { ErrorPanel } from './error-panel';

export interface CrashScreenProps {
  onTryAgain: () => void;
  onGoHome: () => void;
}

/** What a crashed screen shows instead of itself (resident spec, section 2). */
export function CrashScreen({ onTryAgain, onGoHome }: CrashScreenProps) {
  const t = useT();
  return (
    <ErrorPanel
      titleId="crash-title"
      title={t('error.crashTitle')}
      titleSize="text-3xl"
      body={t('error.crashBody')}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onTryAgain}
          className="min-h-11 rounded-full bg-slate-900 px-6 py-2 font-semibold text-white hover:bg-slate-800"
        >
          {t('error.tryAgain')}
        </button>
        <button
          type="button"
          onClick={onGoHome}
          className="min-h-11 rounded-full border-2 border-slate-900 px-6 py-2 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {t('error.goHome')}
        </button>
      </div>
    </ErrorPanel>
  );
}
