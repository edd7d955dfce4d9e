import { ACCOUNT_MESSAGES, type Account, type Pagination } from '@dengue/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps, queryTableProps } from '../../../components/ui/data-table';
import { ACCOUNT_PAGE_SIZES, DEFAULT_ACCOUNT_PAGE_SIZE } from '../hooks/use-account-list';

export interface AccountsTableProps
  extends Pick<DataTableProps<Account>, 'caption' | 'columns' | 'errorText' | 'emptyText' | 'sorted'> {
  query: UseQueryResult<{ accounts: Account[]; pagination: Pagination }>;
  onPageChange: (page: number) => void;
  onPageSizeChange: (limit: number) => void;
}

/** A page of accounts from a paged query, with its pagination below: the users, admins and archives tables. */
export function AccountsTable({ query, onPageChange, onPageSizeChange, ...table }: AccountsTableProps) {
  return (
    <DataTable
      {...table}
      {...queryTableProps(query, query.data?.accounts)}
      loadingText={ACCOUNT_MESSAGES.loadingAccounts}
      minWidthClass="min-w-[44rem]"
      stickyHeader
      rowClassName="h-[60px] border-t border-slate-200"
      cellClassName="px-4 py-2 align-middle text-slate-800"
      pages={{
        pagination: query.data?.pagination,
        pageSizes: ACCOUNT_PAGE_SIZES,
        defaultPageSize: DEFAULT_ACCOUNT_PAGE_SIZE,
        onPageChange,
        onPageSizeChange,
      }}
    />
  );
}
