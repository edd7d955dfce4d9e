import { type RouteObject, redirect } from 'react-router';
import { staffLazyRoute } from '../lazy-route';
import { RequireSuperadmin } from '../session/require-role';

/** The superadmin area (admin spec, section 2), guarded for role superadmin, in its own chunks. */
export const superadminRoute: RouteObject = {
  path: 'superadmin',
  Component: RequireSuperadmin,
  children: [
    {
      lazy: staffLazyRoute('superadmin', () => import('../layouts/superadmin-layout'), 'SuperadminLayout'),
      children: superadminScreens(),
    },
  ],
};

function superadminScreens(): RouteObject[] {
  return [
    { index: true, loader: () => redirect('/superadmin/users'), element: null },
    {
      path: 'users',
      lazy: staffLazyRoute(
        'superadmin',
        () => import('../../features/superadmin/components/users-page'),
        'UsersPage',
      ),
    },
    {
      path: 'users/archives',
      lazy: staffLazyRoute(
        'superadmin',
        () => import('../../features/superadmin/components/archives-page'),
        'UsersArchivesPage',
      ),
    },
    {
      path: 'admins',
      lazy: staffLazyRoute(
        'superadmin',
        () => import('../../features/superadmin/components/admins-page'),
        'AdminsPage',
      ),
    },
    {
      path: 'admins/archives',
      lazy: staffLazyRoute(
        'superadmin',
        () => import('../../features/superadmin/components/archives-page'),
        'AdminsArchivesPage',
      ),
    },
  ];
}
