import { useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useT } from '../../i18n/language-store';
import { CrashBoundary } from '../errors/crash-boundary';
import { LanguageSwitch } from './language-switch';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

/** Log in, sign up, one-time code and password reset: a quiet page with a way back. No guard (spec, section 2). */
export function AuthLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <div className="flex items-center gap-4">
            {/* Sign-in screens have no main navigation; the language switch comes with them. */}
            <LanguageSwitch dark={false} />
            <Link
              to="/home"
              className="rounded text-sm font-semibold text-blue-800 underline underline-offset-4"
            >
              {t('ui.backToHome')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1">
        <CrashBoundary resetKey={pathname} onGoHome={() => navigate('/home')}>
          <Outlet />
        </CrashBoundary>
      </main>
    </div>
  );
}
