import { type AdminPost, PAGING, type Pagination, type Report, type VoteResult } from '@dengue/core';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type FeedTab, feedParams } from '../model/feed-tabs';
import type { VoteCall } from '../model/votes';

export const COMMUNITY_KEY = ['community'] as const;
export const FEED_PAGE_SIZE = PAGING.reportsPageSize;

export interface ReportPage {
  posts: Report[];
  pagination: Pagination;
}

/** GET reports for one tab, page by page while pagination.hasMore. `viewer` keys the cache per account. */
export const feedQuery = (tab: FeedTab, viewer: string) =>
  infiniteQueryOptions({
    queryKey: [...COMMUNITY_KEY, 'feed', tab, viewer],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ReportPage>(`reports?${feedParams(tab, pageParam, FEED_PAGE_SIZE)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/** The newest active announcement, or null (GET adminposts?category=announcement, newest first). */
export const announcementQuery = () =>
  queryOptions({
    queryKey: [...COMMUNITY_KEY, 'announcement'],
    queryFn: async ({ signal }): Promise<AdminPost | null> => {
      const params = new URLSearchParams({ category: 'announcement', page: '1', limit: '10' });
      const page = await apiFetch<{ posts: AdminPost[] }>(`adminposts?${params}`, { signal });
      return page.posts.find((post) => post.status === 'active') ?? null;
    },
    staleTime: 60_000,
  });

export const sendVote = (reportId: string, call: VoteCall) =>
  apiFetch<VoteResult>(`reports/${encodeURIComponent(reportId)}/${call.path}`, { method: call.method });

/** Writes the server's vote lists into every cached feed page that holds the report. */
export function storeVoteResult(client: QueryClient, reportId: string, result: VoteResult): void {
  client.setQueriesData<{ pages: ReportPage[]; pageParams: unknown[] }>(
    { queryKey: [...COMMUNITY_KEY, 'feed'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.map((post) =>
            post._id === reportId ? { ...post, upvotes: result.upvotes, downvotes: result.downvotes } : post,
          ),
        })),
      },
  );
}
