import { useT } from '../../i18n/language-store';

export interface CrashScreenProps {
  onTryAgain: () => void;
  onGoHome: () => void;
}

/** What a crashed screen shows instead of itself (resident spec, section 2). */
export function CrashScreen({ onTryAgain, onGoHome }: CrashScreenProps) {
  const t = useT();
  return (
    <section
      role="alert"
      aria-labelledby="crash-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <h1 id="crash-title" className="text-3xl font-bold text-slate-900">
        {t('error.crashTitle')}
      </h1>
      <p className="text-slate-700">{t('error.crashBody')}</p>
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
    </section>
  );
}
