import { useT } from '../../i18n/language-store';

export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const t = useT();
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('nav.skipToMain')}
    </a>
  );
}
