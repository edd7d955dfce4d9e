import { ACCOUNT_MESSAGES, type Account, allowedToggles } from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteAccount, toggleAccountStatus } from '../api/account-actions';
import { ACCOUNTS_KEY, accountsQuery } from '../api/accounts-query';
import { runPasswordAction } from '../hooks/account-action';
import { useAccountList } from '../hooks/use-account-list';
import {
  accountColumn,
  emailColumn,
  roleColumn,
  sortedJoinedColumn,
  statusColumn,
  usernameColumn,
} from './account-columns';
import { AccountFilters } from './account-filters';
import { AccountStatCards, statusFilter, statusFilterValue } from './account-status-controls';
import { AccountsTable } from './accounts-table';
import { CreateAdminWizard } from './create-admin-wizard';
import { PageHeader } from './page-header';
import { PasswordActionDialog } from './password-action-dialog';
import { RowAction } from './row-action';
import { VerifyAdminDialog } from './verify-admin-dialog';

type AdminAction = { kind: 'disable' | 'enable' | 'delete'; account: Account };

export function AdminsPage() {
  useDocumentTitle('Admin Management');
  const queryClient = useQueryClient();
  const list = useAccountList();
  const { search, status, page, limit, sortOrder, toggleSortOrder } = list;
  const [role, setRole] = useState('');
  const [action, setAction] = useState<AdminAction | null>(null);
  const [verifying, setVerifying] = useState<Account | null>(null);
  const [creating, setCreating] = useState(false);

  const query = useQuery(
    accountsQuery({
      group: 'admin',
      adminRole: role === 'admin' || role === 'superadmin' ? role : undefined,
      status: statusFilterValue(status, 'disabled'),
      search,
      page,
      limit,
      sortOrder,
    }),
  );
  const stats = query.data?.stats;
  const close = () => setAction(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });

  const columns = useMemo(
    () => [
      usernameColumn,
      emailColumn,
      roleColumn,
      sortedJoinedColumn(sortOrder, toggleSortOrder),
      statusColumn,
      accountColumn.display({
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
                <RowAction
                  label="Disable"
                  srLabel={who}
                  danger
                  onClick={() => setAction({ kind: 'disable', account })}
                />
              ) : null}
              {toggles.includes('active') ? (
                <RowAction
                  label="Enable"
                  srLabel={who}
                  onClick={() => setAction({ kind: 'enable', account })}
                />
              ) : null}
              {account.status === 'pending' ? (
                <RowAction label="Verify" srLabel={who} onClick={() => setVerifying(account)} />
              ) : null}
              <RowAction
                label="Delete"
                srLabel={who}
                danger
                onClick={() => setAction({ kind: 'delete', account })}
              />
            </div>
          );
        },
      }),
    ],
    [sortOrder, toggleSortOrder],
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
    await runPasswordAction(
      () =>
        kind === 'delete'
          ? deleteAccount(account._id, password)
          : toggleAccountStatus(account._id, kind === 'enable' ? 'active' : 'disabled', password),
      { success, fallback },
      { close, refresh },
    );
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
      <AccountStatCards stats={stats} blocked="disabled" />
      <AccountFilters
        search={list.searchText}
        onSearch={list.setSearchText}
        filters={[
          statusFilter(status, list.changeStatus, 'disabled'),
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
          list.clear();
          setRole('');
        }}
      />
      <AccountsTable
        query={query}
        caption="Admin and superadmin accounts"
        columns={columns}
        errorText={ACCOUNT_MESSAGES.errorLoadingAccounts}
        emptyText={ACCOUNT_MESSAGES.noAdmins}
        sorted={{ columnId: 'createdAt', order: sortOrder }}
        onPageChange={list.setPage}
        onPageSizeChange={list.changePageSize}
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
