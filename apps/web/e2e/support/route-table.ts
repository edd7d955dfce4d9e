import { SAMPLE_ARTICLES } from '@dengue/core';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { apiLogin, createReport, validateReport } from './community-data';
import { accountFor, type RoleName } from './roles';

/** A level-1 heading's exact text, or a pattern where it changes with the clock. */
export type Heading = string | RegExp;

/** The admin dashboard's heading greets by the time of day (admin section 2). */
const DASHBOARD_GREETING = /^Good (morning|afternoon|evening)/;

/**
 * Every path of the two route tables (resident spec section 2, admin spec section 2) with what each role
 * must end up seeing there, shared by routes.spec.ts (outcomes) and a11y.spec.ts (axe on what renders).
 */

export type Layout = 'public' | 'auth' | 'admin' | 'superadmin';

/** Who may open a path: anyone, or the one role its guard lets through. `landing` is /home's rule. */
type Access = 'anyone' | 'landing' | 'user' | 'admin' | 'superadmin';

export interface RouteCase {
  /** The path as written in the table; {validated}, {pending} and {unknown} stand for report ids. */
  path: string;
  access: Access;
  layout: Layout;
  /** The level-1 heading of the screen, per role where it differs (a pending report is not public). */
  heading: Heading | ((role: RoleName) => Heading);
  /** Where an index route sends its visitor (e.g. /admin to /admin/dashboard). */
  lands?: string;
  /** The OTP page needs the e-mail that sign-up or login leaves in the navigation state. */
  withOtpState?: boolean;
}

export const HERO = 'Track dengue. Report breeding sites. Protect your barangay.';
const SAMPLE_ONE = SAMPLE_ARTICLES.find((article) => article.id === '1')!.title;

/** The two reports every worker makes (validated, and pending by its own resident), and an id nobody has. */
export const REPORT_TYPES_USED = { validated: 'Stagnant Water', pending: 'Uncollected Garbage or Trash' };
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const pendingHeading = (role: RoleName) =>
  // Only the admin and the author see a report that is not validated (resident spec, sections 2 and 6); the
  // superadmin reads reports as the public does (decision 022).
  role === 'visitor' || role === 'superadmin' ? 'Report not found' : REPORT_TYPES_USED.pending;

export const ROUTES: readonly RouteCase[] = [
  { path: '/', access: 'landing', layout: 'public', heading: HERO, lands: '/home' },
  { path: '/home', access: 'landing', layout: 'public', heading: HERO },
  { path: '/about', access: 'anyone', layout: 'public', heading: 'About Dengue Watch QC' },
  { path: '/mapping', access: 'anyone', layout: 'public', heading: 'Dengue map' },
  {
    path: '/mapping/{validated}',
    access: 'anyone',
    layout: 'public',
    heading: REPORT_TYPES_USED.validated,
  },
  { path: '/mapping/{pending}', access: 'anyone', layout: 'public', heading: pendingHeading },
  { path: '/mapping/{unknown}', access: 'anyone', layout: 'public', heading: 'Report not found' },
  { path: '/community', access: 'anyone', layout: 'public', heading: 'Community' },
  { path: '/buzzline', access: 'anyone', layout: 'public', heading: 'BuzzLine' },
  { path: '/buzzline/updates', access: 'anyone', layout: 'public', heading: 'Latest News' },
  { path: '/buzzline/articles', access: 'anyone', layout: 'public', heading: 'Prevention Tips' },
  { path: '/buzzline/1', access: 'anyone', layout: 'public', heading: SAMPLE_ONE },
  { path: '/buzzline/999999', access: 'anyone', layout: 'public', heading: 'Article not found' },
  { path: '/search?q=water', access: 'anyone', layout: 'public', heading: 'Search' },
  { path: '/profile', access: 'user', layout: 'public', heading: 'My Profile' },
  { path: '/login', access: 'anyone', layout: 'auth', heading: 'Log in' },
  { path: '/signup', access: 'anyone', layout: 'auth', heading: 'Sign up' },
  { path: '/forgot-password', access: 'anyone', layout: 'auth', heading: 'Forgot password' },
  { path: '/otp', access: 'anyone', layout: 'auth', heading: 'Verify your e-mail', withOtpState: true },
  {
    path: '/admin',
    access: 'admin',
    layout: 'admin',
    heading: DASHBOARD_GREETING,
    lands: '/admin/dashboard',
  },
  { path: '/admin/dashboard', access: 'admin', layout: 'admin', heading: DASHBOARD_GREETING },
  { path: '/admin/analytics', access: 'admin', layout: 'admin', heading: 'Analytics' },
  {
    path: '/admin/reportsverification',
    access: 'admin',
    layout: 'admin',
    heading: 'Reports Verification',
  },
  { path: '/admin/mapping', access: 'admin', layout: 'admin', heading: 'Mapping' },
  {
    path: '/admin/mapping/{validated}',
    access: 'admin',
    layout: 'admin',
    heading: REPORT_TYPES_USED.validated,
  },
  {
    path: '/admin/mapping/{pending}',
    access: 'admin',
    layout: 'admin',
    heading: REPORT_TYPES_USED.pending,
  },
  { path: '/admin/mapping/{unknown}', access: 'admin', layout: 'admin', heading: 'Report not found' },
  { path: '/admin/interventions', access: 'admin', layout: 'admin', heading: 'Interventions' },
  { path: '/admin/interventions/all', access: 'admin', layout: 'admin', heading: 'All Interventions' },
  {
    path: '/admin/interventions/archives',
    access: 'admin',
    layout: 'admin',
    heading: 'Archived Interventions',
  },
  { path: '/admin/cea', access: 'admin', layout: 'admin', heading: 'Community Engagement and Awareness' },
  {
    path: '/admin/cea?tab=alerts',
    access: 'admin',
    layout: 'admin',
    heading: 'Community Engagement and Awareness',
  },
  { path: '/admin/cea/ap/archives', access: 'admin', layout: 'admin', heading: 'Archived Admin Posts' },
  {
    path: '/superadmin',
    access: 'superadmin',
    layout: 'superadmin',
    heading: 'User Management',
    lands: '/superadmin/users',
  },
  { path: '/superadmin/users', access: 'superadmin', layout: 'superadmin', heading: 'User Management' },
  {
    path: '/superadmin/users/archives',
    access: 'superadmin',
    layout: 'superadmin',
    heading: 'Archived Users',
  },
  { path: '/superadmin/admins', access: 'superadmin', layout: 'superadmin', heading: 'Admin Management' },
  {
    path: '/superadmin/admins/archives',
    access: 'superadmin',
    layout: 'superadmin',
    heading: 'Archived Admins',
  },
  // Unknown paths, at the top level and under a guarded area, go to /home (and on, for staff).
  { path: '/no-such-page', access: 'landing', layout: 'public', heading: HERO, lands: '/home' },
  { path: '/admin/no-such-page', access: 'landing', layout: 'public', heading: HERO, lands: '/home' },
];

export interface Outcome {
  /** Path (and query) the browser ends on. */
  url: string;
  heading: Heading;
  layout: Layout;
  /** The guard's toast when the person was turned away. */
  message?: string;
}

const STAFF_HOME = {
  admin: { url: '/admin/dashboard', heading: DASHBOARD_GREETING, layout: 'admin' },
  superadmin: { url: '/superadmin/users', heading: 'User Management', layout: 'superadmin' },
} as const satisfies Record<string, Outcome>;

const LOGIN_HEADING = 'Log in';

/** What `role` must see after opening `route` (resident spec sections 2 and 6, admin spec sections 2 and 6). */
export function outcomeFor(route: RouteCase, role: RoleName, path = route.path): Outcome {
  const heading = typeof route.heading === 'function' ? route.heading(role) : route.heading;
  const shown: Outcome = { url: route.lands ?? path, heading, layout: route.layout };
  switch (route.access) {
    case 'anyone':
      return shown;
    case 'landing':
      // The landing page sends staff with a stored token to their console.
      return role === 'admin' || role === 'superadmin' ? STAFF_HOME[role] : shown;
    default: {
      const guardRole: RoleName = route.access === 'user' ? 'resident' : route.access;
      if (role === guardRole) return shown;
      return {
        url: '/login',
        heading: LOGIN_HEADING,
        layout: 'auth',
        message:
          role === 'visitor'
            ? 'Please log in to access this page.'
            : "You don't have permission to access this page.",
      };
    }
  }
}

export interface ReportIds {
  validated: string;
  pending: string;
  unknown: string;
}

let reportIds: Promise<ReportIds> | undefined;

async function makeReports(baseURL: string): Promise<ReportIds> {
  const resident = await accountFor(baseURL, 'resident');
  const admin = await accountFor(baseURL, 'admin');
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const author = {
      email: resident.email,
      username: resident.email.split('@')[0]!,
      token: await apiLogin(api, resident.email, resident.password),
    };
    const validated = await createReport(api, author, {
      barangay: 'Tatalon',
      description: 'Route table: a validated report of stagnant water in a drum.',
      reportType: 'Stagnant Water',
    });
    await validateReport(api, await apiLogin(api, admin.email, admin.password), validated);
    const pending = await createReport(api, author, {
      barangay: 'Tatalon',
      description: 'Route table: a report still waiting for review.',
      reportType: 'Uncollected Garbage or Trash',
    });
    return { validated, pending, unknown: UNKNOWN_ID };
  } finally {
    await api.dispose();
  }
}

/** The worker's two reports, made through the API the first time a path needs them. */
export function reportsFor(baseURL: string): Promise<ReportIds> {
  reportIds ??= makeReports(baseURL);
  return reportIds;
}

/** The concrete path: {validated}, {pending} and {unknown} replaced by report ids. */
export async function concretePath(route: RouteCase, baseURL: string): Promise<string> {
  if (!/\{(validated|pending|unknown)\}/.test(route.path)) return route.path;
  const ids = await reportsFor(baseURL);
  return route.path.replace(/\{(validated|pending|unknown)\}/, (_match, key: keyof ReportIds) => ids[key]);
}

/** Opens `path`; the OTP page first gets the e-mail that sign-up leaves in the navigation state. */
export async function openPath(page: Page, route: RouteCase, path: string): Promise<void> {
  if (!route.withOtpState) {
    await page.goto(path);
    return;
  }
  await page.goto('/login');
  await page.evaluate((target) => {
    window.history.replaceState({ usr: { email: 'routes@e2e.test' }, key: 'routes', idx: 0 }, '', target);
  }, path);
  await page.reload();
}
