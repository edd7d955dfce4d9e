import { type AdminPost, PAGING } from '@dengue/core';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type FeedTab, feedParams } from '../model/feed-tabs';
import type { ReportPage } from '../model/report-pages';

export type { ReportPage } from '../model/report-pages';

export const COMMUNITY_KEY = ['community'] as const;
export const FEED_PAGE_SIZE = PAGING.reportsPageSize;
export const announcementKey = [...COMMUNITY_KEY, 'announcement'] as const;

/**
 * GET reports for one tab, page by page while pagination.hasMore. `viewer` keys the cache per account; a
 * search text gets its own entry after the plain tab's key, which stays what the report form writes into.
 */
export const feedQuery = (tab: FeedTab, viewer: string, search = '') =>
  infiniteQueryOptions({
    queryKey: search
      ? [...COMMUNITY_KEY, 'feed', tab, viewer, search]
      : [...COMMUNITY_KEY, 'feed', tab, viewer],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ReportPage>(`reports?${feedParams(tab, pageParam, FEED_PAGE_SIZE, search)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/** The newest active announcement, or null (GET adminposts?category=announcement, newest first). */
export const announcementQuery = () =>
  queryOptions({
    queryKey: announcementKey,
    queryFn: async ({ signal }): Promise<AdminPost | null> => {
      const params = new URLSearchParams({ category: 'announcement', page: '1', limit: '10' });
      const page = await apiFetch<{ posts: AdminPost[] }>(`adminposts?${params}`, { signal });
      return page.posts.find((post) => post.status === 'active') ?? null;
    },
    staleTime: 60_000,
  });

/**
 * Asks for the feed /community opens on (Latest, no search text) into the page's cache, so the request
 * runs while the screen's code downloads; the feed then finds it there (same key) instead of asking after
 * its first render. `viewer` is the feed's key for the account ('guest' for visitors). It lives here, in
 * the module the screen imports anyway, so the route's loader adds no download of its own.
 */
export function prefetchOpeningFeed(client: QueryClient, viewer: string): void {
  void client.prefetchInfiniteQuery(feedQuery('latest', viewer));
}
