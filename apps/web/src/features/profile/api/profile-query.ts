import type { ProfileResponse } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const PROFILE_KEY = ['profile'] as const;

/**
 * GET accounts/profile/{id}: account, statistics, recent reports by status and validated photos. Asked
 * again when the window regains focus (once stale), since an admin's decision changes the counts.
 */
export const profileQuery = (accountId: string) =>
  queryOptions({
    queryKey: [...PROFILE_KEY, accountId],
    queryFn: ({ signal }) =>
      apiFetch<ProfileResponse>(`accounts/profile/${encodeURIComponent(accountId)}`, { signal }),
    refetchOnWindowFocus: true,
  });
