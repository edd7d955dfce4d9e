import type { Pagination } from '@dengue/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { type AppNotification, UNREAD_REFRESH_MS } from '../model/notifications';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_PAGE_SIZE = 10;

export interface NotificationPage {
  notifications: AppNotification[];
  unreadCount: number;
  pagination: Pagination;
}

const pageOf = (page: number, limit: number, signal: AbortSignal) =>
  apiFetch<NotificationPage>(
    `notifications?${new URLSearchParams({ page: String(page), limit: String(limit) })}`,
    {
      signal,
    },
  );

/** GET notifications, newest first, page by page. `viewer` keys the cache per account. */
export const notificationsQuery = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', viewer],
    queryFn: ({ pageParam, signal }) => pageOf(pageParam, NOTIFICATIONS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/**
 * The unread count for the profile menu: the list's own count, from a one-item page. Always stale, so
 * focusing the window asks again; and asked every 60 s while the page is visible.
 */
export const unreadCountQuery = (viewer: string) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread', viewer],
    queryFn: async ({ signal }) => (await pageOf(1, 1, signal)).unreadCount,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFRESH_MS,
  });
