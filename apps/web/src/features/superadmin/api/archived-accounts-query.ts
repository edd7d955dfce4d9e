import type { Account, Pagination } from '@dengue/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ACCOUNTS_KEY, type AccountGroup, toQueryString } from './accounts-query';

export interface ArchivedPage {
  accounts: Account[];
  pagination: Pagination;
}

const PATHS: Record<AccountGroup, string> = {
  user: 'accounts/archived/users',
  admin: 'accounts/archived/admins',
};

/** GET accounts/archived/users or …/admins: deleted accounts, newest first. */
export const archivedAccountsQuery = (group: AccountGroup, page: number, limit: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'archived', group, page, limit],
    queryFn: ({ signal }) =>
      apiFetch<ArchivedPage>(`${PATHS[group]}?${toQueryString({ page, limit })}`, { signal }),
    placeholderData: keepPreviousData,
  });
