import { ACCOUNT_MESSAGES, formatDateTime12h } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaging } from '../../../lib/use-paging';
import type { AccountGroup } from '../api/accounts-query';
import { archivedAccountsQuery } from '../api/archived-accounts-query';
import { DEFAULT_ACCOUNT_PAGE_SIZE } from '../hooks/use-account-list';
import { accountColumn, emailColumn, roleColumn, statusColumn, usernameColumn } from './account-columns';
import { AccountsTable } from './accounts-table';
import { PageHeader } from './page-header';

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
  const { page, setPage, limit, changePageSize } = usePaging(DEFAULT_ACCOUNT_PAGE_SIZE);
  const query = useQuery(archivedAccountsQuery(group, page, limit));

  const columns = useMemo(
    () => [
      usernameColumn,
      emailColumn,
      ...(group === 'admin' ? [roleColumn] : []),
      accountColumn.accessor('createdAt', {
        header: 'Joined Date',
        cell: (info) => formatDateTime12h(info.getValue()),
      }),
      accountColumn.accessor('deletedAt', {
        header: 'Archived On',
        cell: (info) => {
          const value = info.getValue();
          return value ? formatDateTime12h(value) : '–';
        },
      }),
      statusColumn,
    ],
    [group],
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={text.title} link={text.back} />
      <AccountsTable
        query={query}
        caption={text.title}
        columns={columns}
        errorText={text.error}
        emptyText={ACCOUNT_MESSAGES.noRecords}
        onPageChange={setPage}
        onPageSizeChange={changePageSize}
      />
    </div>
  );
}

/** /superadmin/users/archives */
export function UsersArchivesPage() {
  return <ArchivesPage group="user" />;
}

/** /superadmin/admins/archives */
export function AdminsArchivesPage() {
  return <ArchivesPage group="admin" />;
}
