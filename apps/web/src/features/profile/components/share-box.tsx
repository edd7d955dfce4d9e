import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/profile';

/**
 * The profile's share box (resident section 2): like the landing page's, it opens the Report to
 * Surveillance form, which app/ composes in (features do not import each other).
 */
export function ShareBox({ onShare }: { onShare: () => void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="share-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="share-title" className="font-semibold text-slate-900">
          {t('profile.shareTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('profile.shareText')}</p>
      </div>
      <button
        type="button"
        onClick={onShare}
        aria-haspopup="dialog"
        className="inline-flex min-h-10 items-center rounded-full bg-cta px-4 text-sm font-semibold text-slate-900 hover:bg-cta-hover"
      >
        {t('profile.shareButton')}
      </button>
    </section>
  );
}
