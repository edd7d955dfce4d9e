import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../../components/ui/spinner';
import { NavigationProgress } from './navigation-progress';

/** Wraps every area: the loading bar and scroll restoration between screens. */
export function RootLayout() {
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
  return <PageLoading label="Loading Dengue Watch QC..." />;
}
