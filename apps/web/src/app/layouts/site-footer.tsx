import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { InstallAppButton } from '../../features/install/install-app-button';
import { useT } from '../../i18n/language-store';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { NAV_ITEMS } from './nav-items';

/** Every page has the footer, few readers open the terms: the dialog and its text load on first use. */
const TermsPrivacyDialog = lazyWithRetry(() =>
  import('../../features/legal/components/terms-privacy-dialog').then((module) => module.TermsPrivacyDialog),
);

export function SiteFooter() {
  const t = useT();
  const [termsOpen, setTermsOpen] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its own open and close behaviour after that.
  const [termsWanted, setTermsWanted] = useState(false);
  return (
    <footer data-surface="dark" className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <Logo theme="dark" />
          <p className="max-w-md text-sm">{t('footer.tagline')}</p>
          <InstallAppButton className="min-h-11 rounded-full bg-cta px-5 text-sm font-semibold text-slate-900 hover:bg-cta-hover" />
        </div>
        <div className="flex flex-col gap-2 text-sm">
          <h2 className="font-semibold text-white">{t('footer.explore')}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="underline-offset-4 hover:text-white hover:underline">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.credits')}</p>
          <button
            type="button"
            onClick={() => {
              setTermsWanted(true);
              setTermsOpen(true);
            }}
            className="self-start rounded font-medium text-white underline underline-offset-4 hover:text-yellow-300 sm:self-auto"
          >
            {t('footer.termsPrivacy')}
          </button>
        </div>
      </div>
      {termsWanted && (
        <Suspense fallback={null}>
          <TermsPrivacyDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
