import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../../components/ui/spinner';
import { useT } from '../../i18n/language-store';
import { useSessionEndAnnouncer } from '../session/use-session-end-announcer';
import { NavigationProgress } from './navigation-progress';

/** Wraps every area: the loading bar, scroll restoration and the notice when a session ends. */
export function RootLayout() {
  useSessionEndAnnouncer();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function RootHydrateFallback() {
  const t = useT();
  return <PageLoading label={t('nav.loadingApp')} />;
}
