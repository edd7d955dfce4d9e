import { useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Logo } from '../../components/ui/logo';
import { useEnglishOnly } from '../../i18n/language-store';
import { useCurrentUser } from '../../lib/session';
import { CrashBoundary } from '../errors/crash-boundary';
import { useAccountStatusWatch } from '../session/use-account-status-watch';
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
  /** The Logout button's action (the superadmin area asks for confirmation first). */
  onLogout: () => void;
}

/**
 * The shell of the admin and superadmin areas: a sidebar (a top strip on small screens) with the
 * signed-in name and e-mail and Logout, and the screen. The role guard sits above it in the route table;
 * while it is shown, the account is checked against the server every 30 s (admin section 6).
 */
export function ConsoleLayout({ areaLabel, items, onLogout }: ConsoleLayoutProps) {
  useEnglishOnly();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  const user = useCurrentUser();
  useFocusMainOnNavigation(mainRef);
  useAccountStatusWatch();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 md:flex-row">
      <SkipLink />
      <header
        data-surface="dark"
        className="bg-brand-900 text-white md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0"
      >
        <div className="flex flex-col gap-4 p-4">
          <Logo theme="dark" />
          {user ? (
            <div className="flex items-center gap-3 rounded-lg bg-white/5 p-2" data-testid="console-account">
              <Avatar src={user.profilePhotoUrl} className="size-9" />
              <div className="min-w-0 leading-tight">
                <p className="truncate text-sm font-semibold text-white">{user.name}</p>
                <p className="truncate text-xs text-slate-300">{user.email}</p>
              </div>
            </div>
          ) : null}
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
          <button
            type="button"
            onClick={onLogout}
            className="flex min-h-11 items-center rounded-lg border border-white/30 px-3 text-sm font-semibold text-white hover:bg-white/10"
          >
            Logout
          </button>
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
