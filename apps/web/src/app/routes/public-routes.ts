import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lazy-route';

/**
 * Resident and visitor screens, each in its own chunk. Guards (resident spec, section 6) come with the
 * accounts issue: /profile then requires role user.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: 'home',
    lazy: lazyRoute(() => import('../../features/landing/components/landing-page'), 'LandingPage'),
  },
  {
    path: 'about',
    lazy: lazyRoute(() => import('../../features/about/components/about-page'), 'AboutPage'),
  },
  {
    path: 'mapping',
    lazy: lazyRoute(() => import('../../features/mapping/components/mapping-page'), 'MappingPage'),
  },
  {
    path: 'mapping/:id',
    lazy: lazyRoute(() => import('../../features/mapping/components/report-detail-page'), 'ReportDetailPage'),
  },
  {
    path: 'community',
    lazy: lazyRoute(() => import('../../features/community/components/community-page'), 'CommunityPage'),
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
    lazy: lazyRoute(() => import('../../features/search/components/search-page'), 'SearchPage'),
  },
  {
    // Accounts issue: wrap in the role guard for 'user'.
    path: 'profile',
    lazy: lazyRoute(() => import('../../features/profile/components/profile-page'), 'ProfilePage'),
  },
];
