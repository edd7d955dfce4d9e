import { useId } from 'react';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/report';

/** 'Post anonymously': other people see an anonymous id and the default photo; staff still see the author. */
export function AnonymousSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2">
      <div>
        <p id={`${id}-label`} className="font-medium text-slate-900">
          {t('report.anonymous')}
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('report.anonymousHint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        // The button is a finger's height (44 px); the track drawn inside it stays small.
        className="inline-flex min-h-11 shrink-0 items-center rounded-full"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 items-center rounded-full border-2 transition-colors ${
            checked ? 'border-blue-700 bg-blue-700' : 'border-slate-500 bg-slate-300'
          }`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
              checked ? 'translate-x-5' : 'translate-x-0.5'
            }`}
          />
        </span>
      </button>
    </div>
  );
}
