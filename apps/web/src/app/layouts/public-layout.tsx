import { useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { OfflineBanner } from '../../features/offline/offline-banner';
import { CrashBoundary } from '../errors/crash-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

/** The resident and visitor area: top bar, the screen, footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <OfflineBanner />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="flex-1">
        <CrashBoundary resetKey={pathname} onGoHome={() => navigate('/home')}>
          <Outlet />
        </CrashBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
