import { PAGING, type Pagination, type Report } from '@dengue/core';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportQueryFor, type SearchCriteria, writeSearchParams } from '../model/search-params';

export const SEARCH_PAGE_SIZE = PAGING.searchPageSize;

export interface SearchPage {
  posts: Report[];
  pagination: Pagination;
}

/** Search results, 10 a page while pagination.hasMore. `viewer` keys the cache per account. */
export const searchQuery = (criteria: SearchCriteria, viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['search', writeSearchParams(criteria).toString(), viewer],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<SearchPage>(`reports?${reportQueryFor(criteria, pageParam, SEARCH_PAGE_SIZE)}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });
