import { useT } from '../../i18n/language-store';

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A centred, announced loading state for a screen or a panel. */
export function PageLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-6" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
