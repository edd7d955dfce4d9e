import type { AdminPost, Pagination, PostCategory, PostStatus } from '@dengue/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every staff list of admin posts; the public Buzzline has its own key and is refreshed beside it. */
export const ADMIN_POSTS_KEY = ['admin-posts'] as const;

/** Posts and alerts tables (admin section 9): 10 rows by default; 5, 10, 20 or 50. */
export const POST_TABLE_PAGE_SIZES = [5, 10, 20, 50] as const;
export const POST_TABLE_PAGE_SIZE = 10;

/** GET adminPosts?status=: the console's active posts or its archives, newest publish date first. */
export const adminPostsQuery = (params: { status: PostStatus; page: number; limit: number }) =>
  queryOptions({
    queryKey: [...ADMIN_POSTS_KEY, params],
    queryFn: ({ signal }) =>
      apiFetch<{ posts: AdminPost[]; pagination: Pagination }>(
        `adminPosts?status=${params.status}&page=${params.page}&limit=${params.limit}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** POST adminPosts (multipart: title, content, category, publishDate, images repeated). */
export const publishPost = (form: FormData) =>
  apiFetch<AdminPost>('adminPosts', { method: 'POST', body: form });

/** PATCH adminPosts/{id}: the server sets publishDate to now. */
export const updatePost = (id: string, body: { title: string; content: string; category: PostCategory }) =>
  apiFetch<AdminPost>(`adminPosts/${id}`, { method: 'PATCH', json: body });

/** DELETE adminPosts/{id}: archives the post. */
export const archivePost = (id: string) => apiFetch<unknown>(`adminPosts/${id}`, { method: 'DELETE' });
