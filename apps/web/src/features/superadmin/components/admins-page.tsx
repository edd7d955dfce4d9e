import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountStatus,
  allowedToggles,
  formatDateTime12h,
} from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteAccount, toggleAccountStatus } from '../api/account-actions';
import { ACCOUNTS_KEY, accountsQuery } from '../api/accounts-query';
import { failureMessage, isPasswordProblem } from '../hooks/account-action';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AccountFilters } from './account-filters';
import { AccountsTable } from './accounts-table';
import { CreateAdminWizard } from './create-admin-wizard';
import { dangerAction, neutralAction, PageHeader } from './page-header';
import { PasswordActionDialog } from './password-action-dialog';
import { SortButton } from './sort-button';
import { StatCards } from './stat-cards';
import { RoleBadge, StatusBadge } from './status-badge';
import { DEFAULT_PAGE_SIZE, TablePagination } from './table-pagination';
import { VerifyAdminDialog } from './verify-admin-dialog';

const STATUS_FILTERS: Record<string, AccountStatus | undefined> = {
  '': undefined,
  active: 'active',
  disabled: 'disabled',
  pending: 'pending',
};

type AdminAction = { kind: 'disable' | 'enable' | 'delete'; account: Account };

const column = createColumnHelper<Account>();

export function AdminsPage() {
  useDocumentTitle('Admin Management');
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [status, setStatus] = useState('');
  const [role, setRole] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [action, setAction] = useState<AdminAction | null>(null);
  const [verifying, setVerifying] = useState<Account | null>(null);
  const [creating, setCreating] = useState(false);

  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }

  const query = useQuery(
    accountsQuery({
      group: 'admin',
      adminRole: role === 'admin' || role === 'superadmin' ? role : undefined,
      status: STATUS_FILTERS[status],
      search,
      page,
      limit,
      sortOrder,
    }),
  );
  const stats = query.data?.stats;
  const rows = query.data?.accounts ?? [];
  const close = () => setAction(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });

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
      column.accessor('role', { header: 'Role', cell: (info) => <RoleBadge role={info.getValue()} /> }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: () => (
          <SortButton
            label="Joined Date"
            order={sortOrder}
            onToggle={() => setSortOrder((order) => (order === 'desc' ? 'asc' : 'desc'))}
          />
        ),
        cell: (info) => formatDateTime12h(info.getValue()),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const account = row.original;
          // Superadmin rows offer no disable, remove or verify actions (admin section 4).
          if (account.role === 'superadmin') return <span className="text-slate-600">No actions</span>;
          const toggles = allowedToggles('admin', account.status);
          const who = account.username;
          return (
            <div className="flex flex-wrap gap-2">
              {toggles.includes('disabled') ? (
                <button
                  type="button"
                  className={dangerAction}
                  onClick={() => setAction({ kind: 'disable', account })}
                >
                  Disable<span className="sr-only"> {who}</span>
                </button>
              ) : null}
              {toggles.includes('active') ? (
                <button
                  type="button"
                  className={neutralAction}
                  onClick={() => setAction({ kind: 'enable', account })}
                >
                  Enable<span className="sr-only"> {who}</span>
                </button>
              ) : null}
              {account.status === 'pending' ? (
                <button type="button" className={neutralAction} onClick={() => setVerifying(account)}>
                  Verify<span className="sr-only"> {who}</span>
                </button>
              ) : null}
              <button
                type="button"
                className={dangerAction}
                onClick={() => setAction({ kind: 'delete', account })}
              >
                Delete<span className="sr-only"> {who}</span>
              </button>
            </div>
          );
        },
      }),
    ],
    [sortOrder],
  );

  async function confirm(password: string) {
    if (!action) return;
    const { kind, account } = action;
    const success =
      kind === 'delete'
        ? ACCOUNT_MESSAGES.accountDeleted
        : ACCOUNT_MESSAGES.accountToggled(kind === 'enable' ? 'enabled' : 'disabled');
    const fallback =
      kind === 'delete' ? ACCOUNT_MESSAGES.accountDeleteFailed : ACCOUNT_MESSAGES.accountToggleFailed(kind);
    try {
      if (kind === 'delete') await deleteAccount(account._id, password);
      else await toggleAccountStatus(account._id, kind === 'enable' ? 'active' : 'disabled', password);
      toast.success(success);
      close();
      await refresh();
    } catch (error) {
      if (isPasswordProblem(error)) throw error;
      toast.error(failureMessage(error, fallback));
      close();
    }
  }

  const verbs = { disable: 'Disable', enable: 'Enable', delete: 'Delete' } as const;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Admin Management"
        description="Admin and superadmin accounts: create admins, disable or enable them, verify e-mails."
        link={{ to: '/superadmin/admins/archives', label: 'View Archived Admins' }}
        actions={
          <button
            type="button"
            onClick={() => setCreating(true)}
            className="min-h-11 rounded-full bg-cta px-5 font-semibold text-slate-900 shadow-sm hover:bg-cta-hover"
          >
            Create New Admin
          </button>
        }
      />
      <StatCards
        cards={[
          { label: 'Total', value: stats?.total },
          { label: 'Active', value: stats?.active },
          { label: 'Disabled', value: stats?.disabled },
          { label: 'Pending', value: stats?.pending },
        ]}
      />
      <AccountFilters
        search={searchText}
        onSearch={setSearchText}
        filters={[
          {
            label: 'Status',
            value: status,
            options: [
              { value: '', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'disabled', label: 'Disabled' },
              { value: 'pending', label: 'Pending' },
            ],
            onChange: (value) => {
              setStatus(value);
              setPage(1);
            },
          },
          {
            label: 'Role',
            value: role,
            options: [
              { value: '', label: 'All' },
              { value: 'admin', label: 'Admin' },
              { value: 'superadmin', label: 'Super Admin' },
            ],
            onChange: setRole,
          },
        ]}
        onClear={() => {
          setSearchText('');
          setStatus('');
          setRole('');
          setPage(1);
        }}
      />
      <AccountsTable
        caption="Admin and superadmin accounts"
        columns={columns}
        rows={rows}
        state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
        loadingText={ACCOUNT_MESSAGES.loadingAccounts}
        errorText={ACCOUNT_MESSAGES.errorLoadingAccounts}
        emptyText={ACCOUNT_MESSAGES.noAdmins}
        onRetry={() => void query.refetch()}
        sorted={{ columnId: 'createdAt', order: sortOrder }}
      />
      <TablePagination
        pagination={query.data?.pagination}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setLimit(size);
          setPage(1);
        }}
      />

      <PasswordActionDialog
        open={action !== null}
        title={action ? `${verbs[action.kind]} Admin` : 'Admin'}
        description={
          action ? (
            <p>
              {verbs[action.kind]} <strong>{action.account.username}</strong> ({action.account.email})?
              {action.kind === 'disable' ? ' They will be logged out within 30 seconds.' : null}
              {action.kind === 'delete' ? ' The account moves to the archives.' : null}
            </p>
          ) : null
        }
        confirmLabel={action ? verbs[action.kind] : 'Confirm'}
        danger={action?.kind !== 'enable'}
        onClose={close}
        onConfirm={confirm}
      />
      <VerifyAdminDialog
        account={verifying}
        onClose={() => setVerifying(null)}
        onVerified={() => void refresh()}
      />
      <CreateAdminWizard
        open={creating}
        onClose={() => setCreating(false)}
        onChanged={() => void refresh()}
      />
    </div>
  );
}
