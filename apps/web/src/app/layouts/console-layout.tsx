import { useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { CrashBoundary } from '../errors/crash-boundary';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

export interface ConsoleNavItem {
  label: string;
  to: string;
}

export interface ConsoleLayoutProps {
  /** Names the sidebar navigation, for example 'Admin'. */
  areaLabel: string;
  items: readonly ConsoleNavItem[];
}

/**
 * The shell of the admin and superadmin areas: a sidebar (a top strip on small screens) and the screen.
 * The accounts issue adds the signed-in name and e-mail, Logout and the role guard.
 */
export function ConsoleLayout({ areaLabel, items }: ConsoleLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 md:flex-row">
      <SkipLink />
      <header
        data-surface="dark"
        className="bg-brand-900 text-white md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0"
      >
        <div className="flex flex-col gap-4 p-4">
          <Logo theme="dark" />
          <nav aria-label={areaLabel}>
            <ul className="flex gap-1 overflow-x-auto md:flex-col">
              {items.map((item) => (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                        isActive ? 'bg-cta font-semibold text-slate-900' : 'text-slate-200 hover:bg-white/10'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" ref={mainRef} tabIndex={-1} className="min-w-0 flex-1">
        <CrashBoundary resetKey={pathname} onGoHome={() => navigate('/home')}>
          <Outlet />
        </CrashBoundary>
      </main>
    </div>
  );
}
