import type { Account, AccountStatus, Pagination } from '@dengue/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** 'user' lists residents; 'admin' lists admins and superadmins (admin section 4). */
export type AccountGroup = 'user' | 'admin';

export interface AccountStats {
  total: number;
  active: number;
  banned: number;
  disabled: number;
  /** Pending admins plus unverified residents. */
  pending: number;
}

export interface AccountPage {
  accounts: Account[];
  pagination: Pagination;
  stats: AccountStats;
}

export interface AccountListParams {
  group: AccountGroup;
  /** Within the admin group: only admins or only superadmins. */
  adminRole?: 'admin' | 'superadmin';
  status?: AccountStatus;
  search?: string;
  page: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
}

/** Every account list and count: invalidated after any change to an account. */
export const ACCOUNTS_KEY = ['accounts'] as const;

export function toQueryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET accounts: one server-side page with the stat counts of the whole group. */
export const accountsQuery = (params: AccountListParams) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      apiFetch<AccountPage>(
        `accounts?${toQueryString({
          role: params.group,
          adminRole: params.adminRole,
          status: params.status,
          search: params.search?.trim() || undefined,
          page: params.page,
          limit: params.limit,
          sortOrder: params.sortOrder,
        })}`,
        { signal },
      ),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
