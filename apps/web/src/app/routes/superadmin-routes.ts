import { type RouteObject, redirect } from 'react-router';
import { lazyRoute } from '../lazy-route';

/** The superadmin area (admin spec, section 2), in its own chunks. Accounts issue: guard for role superadmin. */
export const superadminRoute: RouteObject = {
  path: 'superadmin',
  lazy: lazyRoute(() => import('../layouts/superadmin-layout'), 'SuperadminLayout'),
  children: [
    { index: true, loader: () => redirect('/superadmin/users'), element: null },
    {
      path: 'users',
      lazy: lazyRoute(() => import('../../features/superadmin/components/users-page'), 'UsersPage'),
    },
    {
      path: 'users/archives',
      lazy: lazyRoute(
        () => import('../../features/superadmin/components/users-archives-page'),
        'UsersArchivesPage',
      ),
    },
    {
      path: 'admins',
      lazy: lazyRoute(() => import('../../features/superadmin/components/admins-page'), 'AdminsPage'),
    },
    {
      path: 'admins/archives',
      lazy: lazyRoute(
        () => import('../../features/superadmin/components/admins-archives-page'),
        'AdminsArchivesPage',
      ),
    },
  ],
};
