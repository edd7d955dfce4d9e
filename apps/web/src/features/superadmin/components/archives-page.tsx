import { ACCOUNT_MESSAGES, type Account, formatDateTime12h } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { AccountGroup } from '../api/accounts-query';
import { archivedAccountsQuery } from '../api/archived-accounts-query';
import { AccountsTable } from './accounts-table';
import { PageHeader } from './page-header';
import { RoleBadge, StatusBadge } from './status-badge';
import { DEFAULT_PAGE_SIZE, TablePagination } from './table-pagination';

const column = createColumnHelper<Account>();

const TEXT: Record<AccountGroup, { title: string; back: { to: string; label: string }; error: string }> = {
  user: {
    title: 'Archived Users',
    back: { to: '/superadmin/users', label: 'Back to User Management' },
    error: ACCOUNT_MESSAGES.errorLoadingUsers,
  },
  admin: {
    title: 'Archived Admins',
    back: { to: '/superadmin/admins', label: 'Back to Admin Management' },
    error: ACCOUNT_MESSAGES.errorLoadingAccounts,
  },
};

/** Deleted accounts of one group, paginated, shown as Archived (admin section 2). */
export function ArchivesPage({ group }: { group: AccountGroup }) {
  const text = TEXT[group];
  useDocumentTitle(text.title);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const query = useQuery(archivedAccountsQuery(group, page, limit));

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: 'Username',
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor('email', {
        header: 'Email',
        cell: (info) => <span className="break-all">{info.getValue()}</span>,
      }),
      ...(group === 'admin'
        ? [column.accessor('role', { header: 'Role', cell: (info) => <RoleBadge role={info.getValue()} /> })]
        : []),
      column.accessor('createdAt', {
        header: 'Joined Date',
        cell: (info) => formatDateTime12h(info.getValue()),
      }),
      column.accessor('deletedAt', {
        header: 'Archived On',
        cell: (info) => {
          const value = info.getValue();
          return value ? formatDateTime12h(value) : '–';
        },
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    ],
    [group],
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={text.title} link={text.back} />
      <AccountsTable
        caption={text.title}
        columns={columns}
        rows={query.data?.accounts ?? []}
        state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
        loadingText={ACCOUNT_MESSAGES.loadingAccounts}
        errorText={text.error}
        emptyText={ACCOUNT_MESSAGES.noRecords}
        onRetry={() => void query.refetch()}
      />
      <TablePagination
        pagination={query.data?.pagination}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />
    </div>
  );
}
