import { TIMING } from '@dengue/core';
import { useT } from '../../i18n/language-store';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** Green for success, red for error, orange for warning (resident section 8); blue for information. */
const TONE_CLASS: Record<ToastTone, { icon: string; bar: string }> = {
  success: { icon: 'text-green-700', bar: 'bg-green-600' },
  error: { icon: 'text-red-700', bar: 'bg-red-600' },
  info: { icon: 'text-sky-700', bar: 'bg-sky-600' },
  warning: { icon: 'text-orange-700', bar: 'bg-orange-500' },
};

const ICON_PATH: Record<ToastTone, string> = {
  success: 'm6 10 3 3 5-6',
  error: 'm7 7 6 6m0-6-6 6',
  info: 'M10 9v5m0-8v.5',
  warning: 'M10 6v5m0 3v.5',
};

/**
 * One toast: the text, announced politely as a status (success, information) or at once as an alert (an
 * error or a warning), a close button named in the reader's language, and a bar that runs down with the time
 * left, named for screen readers: the toast closes when the bar has run down, so pausing the bar (index.css)
 * pauses the toast. Clicking anywhere on it closes it.
 */
export function ToastCard({
  tone,
  text,
  sticky = false,
  onClose,
}: {
  tone: ToastTone;
  text: string;
  /** No time bar: the toast stays until it is closed. */
  sticky?: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const colours = TONE_CLASS[tone];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the close button is the keyboard's way; a click anywhere is a pointer convenience
    <div
      onClick={onClose}
      className="relative flex w-full cursor-pointer items-start gap-3 overflow-hidden rounded-lg border border-slate-200 bg-white py-3 pr-10 pl-3 text-slate-900 shadow-lg"
    >
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className={`size-5 shrink-0 ${colours.icon}`}
      >
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d={ICON_PATH[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p
        role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
        className="whitespace-pre-line text-sm font-medium"
      >
        {text}
      </p>
      <button
        type="button"
        aria-label={t('toast.close')}
        onClick={(event) => {
          // The card closes on click too; one close is enough.
          event.stopPropagation();
          onClose();
        }}
        className="absolute top-2 right-2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-700"
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4">
          <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {sticky ? null : (
        <span
          role="progressbar"
          aria-label={t('toast.timer')}
          className={`toast-timer absolute bottom-0 left-0 h-1 w-full origin-left ${colours.bar}`}
          style={{ animationDuration: `${TIMING.toastAutoCloseMs}ms` }}
          onAnimationEnd={onClose}
        />
      )}
    </div>
  );
}
