import { ACCOUNT_MESSAGES, type Account, type Pagination } from '@dengue/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AccountsTable, type AccountsTableProps } from './accounts-table';
import { TablePagination } from './table-pagination';

export interface PagedAccountsTableProps
  extends Omit<AccountsTableProps, 'rows' | 'state' | 'loadingText' | 'onRetry'> {
  query: UseQueryResult<{ accounts: Account[]; pagination: Pagination }>;
  onPageChange: (page: number) => void;
  onPageSizeChange: (limit: number) => void;
}

/** An accounts table fed by a paged query, with its pagination below it. */
export function PagedAccountsTable({
  query,
  onPageChange,
  onPageSizeChange,
  ...table
}: PagedAccountsTableProps) {
  return (
    <>
      <AccountsTable
        {...table}
        rows={query.data?.accounts ?? []}
        state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
        loadingText={ACCOUNT_MESSAGES.loadingAccounts}
        onRetry={() => void query.refetch()}
      />
      <TablePagination
        pagination={query.data?.pagination}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </>
  );
}
