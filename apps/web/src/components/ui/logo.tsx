import { Link } from 'react-router';
import { useT } from '../../i18n/language-store';

export interface LogoProps {
  /** The surface the logo sits on: 'light' gives dark lettering, 'dark' gives white lettering. */
  theme?: 'light' | 'dark';
  /** Where the logo leads; the home page unless told otherwise. */
  to?: string;
  className?: string;
  /** Below the sm breakpoint only the mark shows (the link keeps its name): a phone's top bar stays one row. */
  compact?: boolean;
}

function DropMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="#0f172a" />
      <path d="M16 5c-4.6 5.7-7 9.9-7 13.2a7 7 0 0 0 14 0C23 14.9 20.6 10.7 16 5z" fill="#facc15" />
      <path
        d="M13 19.5a3.2 3.2 0 0 0 3 2.8"
        fill="none"
        stroke="#0f172a"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ theme = 'light', to = '/home', className = '', compact = false }: LogoProps) {
  const t = useT();
  const ink = theme === 'dark' ? 'text-white' : 'text-slate-900';
  const badge = theme === 'dark' ? 'bg-cta text-slate-900' : 'bg-slate-900 text-cta';
  return (
    <Link
      to={to}
      aria-label={t('ui.homeLink')}
      className={`inline-flex items-center gap-2 rounded-md font-bold tracking-tight ${ink} ${className}`}
    >
      <span className={theme === 'dark' ? 'rounded-lg ring-1 ring-white/30' : ''}>
        <DropMark />
      </span>
      <span className={`text-lg leading-none whitespace-nowrap ${compact ? 'max-sm:sr-only' : ''}`}>
        Dengue Watch <span className={`ml-0.5 rounded px-1 py-0.5 text-sm ${badge}`}>QC</span>
      </span>
    </Link>
  );
}
