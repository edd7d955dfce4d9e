import { type AdminPost, PAGE_LIMIT_MAX, type Pagination } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { type Article, articleFromPost } from '../model/article';

export const BUZZLINE_KEY = ['buzzline'] as const;

/** BuzzLine lists up to 8 cards per section; the updates carousel shows the 5 latest (resident section 9). */
export const SECTION_CARD_LIMIT = 8;
export const CAROUSEL_SIZE = 5;

export type BuzzCategory = 'news' | 'tip';

interface PostPage {
  posts: AdminPost[];
  pagination: Pagination;
}

export interface ArticleList {
  articles: Article[];
  totalItems: number;
}

/** GET adminposts?category=…: active, published posts, newest publish date first. */
export const articlesQuery = (category: BuzzCategory, limit: number = PAGE_LIMIT_MAX) =>
  queryOptions({
    queryKey: [...BUZZLINE_KEY, 'list', category, limit],
    queryFn: async ({ signal }): Promise<ArticleList> => {
      const params = new URLSearchParams({ category, page: '1', limit: String(limit) });
      const page = await apiFetch<PostPage>(`adminposts?${params}`, { signal });
      return {
        articles: (page?.posts ?? []).map(articleFromPost),
        totalItems: page?.pagination?.totalItems ?? 0,
      };
    },
    staleTime: 60_000,
  });

/** A post id the server does not know (404 'Post not found', or 400 for an id it cannot read). */
export const isMissingPost = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** GET adminPosts/:id. Never called for the built-in ids 1 to 4. */
export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: [...BUZZLINE_KEY, 'article', id],
    queryFn: async ({ signal }) =>
      articleFromPost(await apiFetch<AdminPost>(`adminPosts/${encodeURIComponent(id)}`, { signal })),
    retry: (failures, error) => !isMissingPost(error) && failures < 2,
    staleTime: 60_000,
  });
