import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RouteErrorPage } from './errors/route-error-page';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootHydrateFallback, RootLayout } from './layouts/root-layout';
import { adminRoute } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { publicRoutes } from './routes/public-routes';
import { superadminRoute } from './routes/superadmin-routes';

/**
 * The whole route table. Layouts are eager (small, shared by every screen); every screen and the
 * admin and superadmin layouts are lazy chunks (see lazy-route.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, loader: () => redirect('/home'), element: null },
      { Component: PublicLayout, children: publicRoutes },
      { Component: AuthLayout, children: authRoutes },
      adminRoute,
      superadminRoute,
      { path: '*', loader: () => redirect('/home'), element: null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
