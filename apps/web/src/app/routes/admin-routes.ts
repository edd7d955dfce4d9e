import { type RouteObject, redirect } from 'react-router';
import { staffLazyRoute } from '../lazy-route';
import { RequireAdmin } from '../session/require-role';

/**
 * The admin area (admin spec, section 2), guarded for role admin. Its layout and screens are separate
 * chunks that only an admin's session downloads: a visitor sent from /admin to /login fetches none of them
 * (staffLazyRoute).
 */
export const adminRoute: RouteObject = {
  path: 'admin',
  Component: RequireAdmin,
  children: [
    {
      lazy: staffLazyRoute('admin', () => import('../layouts/admin-layout'), 'AdminLayout'),
      children: adminScreens(),
    },
  ],
};

function adminScreens(): RouteObject[] {
  return [
    { index: true, loader: () => redirect('/admin/dashboard'), element: null },
    {
      path: 'dashboard',
      lazy: staffLazyRoute(
        'admin',
        () => import('../../features/admin/components/dashboard-page'),
        'AdminDashboardPage',
      ),
    },
    {
      path: 'analytics',
      lazy: staffLazyRoute('admin', () => import('../screens/analytics-screen'), 'AnalyticsScreen'),
    },
    {
      path: 'reportsverification',
      lazy: staffLazyRoute(
        'admin',
        () => import('../../features/admin/components/reports-verification-page'),
        'ReportsVerificationPage',
      ),
    },
    {
      path: 'mapping',
      lazy: staffLazyRoute('admin', () => import('../screens/admin/admin-mapping-page'), 'AdminMappingPage'),
    },
    {
      // Guarded separately in the spec: it sits inside the admin guard like every admin screen.
      path: 'mapping/:id',
      lazy: staffLazyRoute(
        'admin',
        () => import('../screens/admin/admin-report-detail-page'),
        'AdminReportDetailPage',
      ),
    },
    {
      path: 'interventions',
      lazy: staffLazyRoute('admin', () => import('../screens/admin/interventions-page'), 'InterventionsPage'),
    },
    {
      path: 'interventions/all',
      lazy: staffLazyRoute(
        'admin',
        () => import('../screens/admin/interventions-all-page'),
        'InterventionsAllPage',
      ),
    },
    {
      path: 'interventions/archives',
      lazy: staffLazyRoute(
        'admin',
        () => import('../screens/admin/interventions-archives-page'),
        'InterventionsArchivesPage',
      ),
    },
    {
      path: 'cea',
      lazy: staffLazyRoute('admin', () => import('../../features/admin/components/cea-page'), 'CeaPage'),
    },
    {
      path: 'cea/ap/archives',
      lazy: staffLazyRoute(
        'admin',
        () => import('../../features/admin/components/cea-archives-page'),
        'CeaArchivesPage',
      ),
    },
  ];
}
