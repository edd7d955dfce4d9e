import { useId } from 'react';
import { toast } from '../../components/ui/toast';
import { LANGUAGES, type Language, setLanguage, t, useLanguage, useT } from '../../i18n/language-store';

/** The language control of the top bar (and of the small-screen menu): English or Filipino, remembered. */
export function LanguageSwitch({ dark }: { dark: boolean }) {
  const translate = useT();
  const language = useLanguage();
  const id = useId();
  const onChange = (next: Language) => {
    setLanguage(next).catch(() => toast.error(t('language.loadFailed'), { toastId: 'language-failed' }));
  };
  return (
    <div className="flex items-center gap-2 px-4 xl:px-0">
      <label htmlFor={id} className="sr-only">
        {translate('language.label')}
      </label>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 shrink-0">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        id={id}
        value={language}
        onChange={(event) => onChange(event.target.value as Language)}
        className={`min-h-10 rounded-full border px-3 text-sm font-medium ${
          dark ? 'border-white/60 bg-brand-900 text-white' : 'border-slate-300 bg-white text-slate-900'
        }`}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {translate(option === 'en' ? 'language.en' : 'language.fil')}
          </option>
        ))}
      </select>
    </div>
  );
}
