import { type RouteObject, redirect } from 'react-router';
import { homePathFor, sessionStore } from '../../lib/session';
import { lazyRoute } from '../lazy-route';
import { queryClient } from '../query-client';
import { RequireResident } from '../session/require-role';

/** The landing page is for residents and visitors: staff with a stored token start in their console. */
export function landingLoader() {
  const { token, user } = sessionStore.getState();
  if (token && user && (user.role === 'admin' || user.role === 'superadmin'))
    return redirect(homePathFor(user.role));
  return null;
}

/**
 * /community's first feed page is asked for beside the screen's code, not after the screen has rendered:
 * on a phone its first photos are the largest paint, and they can only be requested once the feed has
 * answered (decision 016). Never waits and never fails the route: the feed asks again if this did not work.
 */
export function communityLoader() {
  // The same key as the feed's (useCurrentUser: an account only with a session).
  const { user, isAuthenticated } = sessionStore.getState();
  const viewer = isAuthenticated && user ? user._id : 'guest';
  import('../../features/community/api/feed-query')
    .then((module) => module.prefetchOpeningFeed(queryClient, viewer))
    .catch(() => {});
  return null;
}

/** Resident and visitor screens, each in its own chunk. /profile requires role user (resident section 6). */
export const publicRoutes: RouteObject[] = [
  {
    path: 'home',
    loader: landingLoader,
    lazy: lazyRoute(() => import('../screens/landing-screen'), 'LandingScreen'),
  },
  {
    path: 'about',
    lazy: lazyRoute(() => import('../../features/about/components/about-page'), 'AboutPage'),
  },
  {
    path: 'mapping',
    lazy: lazyRoute(() => import('../screens/mapping-screen'), 'MappingScreen'),
  },
  {
    path: 'mapping/:id',
    lazy: lazyRoute(() => import('../../features/mapping/components/report-detail-page'), 'ReportDetailPage'),
  },
  {
    path: 'community',
    loader: communityLoader,
    lazy: lazyRoute(() => import('../screens/community-screen'), 'CommunityScreen'),
  },
  {
    path: 'buzzline',
    lazy: lazyRoute(() => import('../../features/buzzline/components/buzzline-page'), 'BuzzLinePage'),
  },
  {
    path: 'buzzline/updates',
    lazy: lazyRoute(
      () => import('../../features/buzzline/components/buzzline-updates-page'),
      'BuzzLineUpdatesPage',
    ),
  },
  {
    path: 'buzzline/articles',
    lazy: lazyRoute(
      () => import('../../features/buzzline/components/buzzline-articles-page'),
      'BuzzLineArticlesPage',
    ),
  },
  {
    path: 'buzzline/:id',
    lazy: lazyRoute(() => import('../../features/buzzline/components/article-page'), 'ArticlePage'),
  },
  {
    path: 'search',
    lazy: lazyRoute(() => import('../screens/search-screen'), 'SearchScreen'),
  },
  {
    Component: RequireResident,
    children: [
      {
        path: 'profile',
        lazy: lazyRoute(() => import('../screens/profile-screen'), 'ProfileScreen'),
      },
    ],
  },
];
