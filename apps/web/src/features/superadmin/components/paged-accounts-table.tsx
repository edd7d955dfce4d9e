import { ACCOUNT_MESSAGES, type Account, type Pagination } from '@dengue/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { TablePagination } from '../../../components/ui/table-pagination';
import { ACCOUNT_PAGE_SIZES, DEFAULT_ACCOUNT_PAGE_SIZE } from '../hooks/use-account-list';
import { AccountsTable, type AccountsTableProps } from './accounts-table';

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
        pageSizes={ACCOUNT_PAGE_SIZES}
        defaultPageSize={DEFAULT_ACCOUNT_PAGE_SIZE}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </>
  );
}
