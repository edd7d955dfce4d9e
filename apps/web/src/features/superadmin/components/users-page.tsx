import { ACCOUNT_MESSAGES, type Account, allowedToggles } from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteAccount, resendVerificationCode, toggleAccountStatus } from '../api/account-actions';
import { ACCOUNTS_KEY, accountsQuery } from '../api/accounts-query';
import { failureMessage, runPasswordAction } from '../hooks/account-action';
import { useAccountList } from '../hooks/use-account-list';
import {
  accountColumn,
  emailColumn,
  sortedJoinedColumn,
  statusColumn,
  usernameColumn,
} from './account-columns';
import { AccountFilters } from './account-filters';
import { AccountStatCards, statusFilter, statusFilterValue } from './account-status-controls';
import { AccountsTable } from './accounts-table';
import { ConfirmDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { PasswordActionDialog } from './password-action-dialog';
import { RowAction } from './row-action';

type UserAction = { kind: 'ban' | 'unban' | 'delete' | 'resend'; account: Account };

export function UsersPage() {
  useDocumentTitle('User Management');
  const queryClient = useQueryClient();
  const list = useAccountList();
  const { search, status, page, limit, sortOrder, toggleSortOrder } = list;
  const [action, setAction] = useState<UserAction | null>(null);

  const query = useQuery(
    accountsQuery({
      group: 'user',
      status: statusFilterValue(status, 'banned'),
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
      statusColumn,
      sortedJoinedColumn(sortOrder, toggleSortOrder),
      accountColumn.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const account = row.original;
          const toggles = allowedToggles('user', account.status);
          const unverified = account.status === 'unverified' || account.status === 'pending';
          const who = `${account.username}`;
          return (
            <div className="flex flex-wrap gap-2">
              {toggles.includes('banned') ? (
                <RowAction
                  label="Ban"
                  srLabel={who}
                  danger
                  onClick={() => setAction({ kind: 'ban', account })}
                />
              ) : null}
              {toggles.includes('active') ? (
                <RowAction
                  label="Unban"
                  srLabel={who}
                  onClick={() => setAction({ kind: 'unban', account })}
                />
              ) : null}
              {unverified ? (
                <RowAction
                  label="Resend OTP"
                  srLabel={`to ${who}`}
                  onClick={() => setAction({ kind: 'resend', account })}
                />
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

  /** Runs a password-confirmed action: toasts the outcome, or hands a password problem back to the dialog. */
  const passwordAction =
    (run: (password: string) => Promise<unknown>, success: string, fallback: string) => (password: string) =>
      runPasswordAction(() => run(password), { success, fallback }, { close, refresh });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="User Management"
        description="Resident accounts: ban or unban, remove, and resend verification codes."
        link={{ to: '/superadmin/users/archives', label: 'View Archived Users' }}
      />
      <AccountStatCards stats={stats} blocked="banned" />
      <AccountFilters
        search={list.searchText}
        onSearch={list.setSearchText}
        filters={[statusFilter(status, list.changeStatus, 'banned')]}
        onClear={list.clear}
      />
      <AccountsTable
        query={query}
        caption="Resident accounts"
        columns={columns}
        errorText={ACCOUNT_MESSAGES.errorLoadingUsers}
        emptyText={ACCOUNT_MESSAGES.noRecords}
        sorted={{ columnId: 'createdAt', order: sortOrder }}
        onPageChange={list.setPage}
        onPageSizeChange={list.changePageSize}
      />

      <PasswordActionDialog
        open={action?.kind === 'ban' || action?.kind === 'unban'}
        title={action?.kind === 'unban' ? 'Unban User' : 'Ban User'}
        description={
          action?.kind === 'unban' ? (
            <p>
              Unban <strong>{action.account.username}</strong>? They will be able to log in again.
            </p>
          ) : (
            <p>
              Ban <strong>{action?.account.username}</strong>? They will be logged out and unable to log in.
            </p>
          )
        }
        confirmLabel={action?.kind === 'unban' ? 'Unban' : 'Ban'}
        danger={action?.kind === 'ban'}
        onClose={close}
        onConfirm={(password) => {
          if (!action) return Promise.resolve();
          return action.kind === 'unban'
            ? passwordAction(
                (pw) => toggleAccountStatus(action.account._id, 'active', pw),
                ACCOUNT_MESSAGES.userUnbanned,
                ACCOUNT_MESSAGES.unbanFailed,
              )(password)
            : passwordAction(
                (pw) => toggleAccountStatus(action.account._id, 'banned', pw),
                ACCOUNT_MESSAGES.userBanned,
                ACCOUNT_MESSAGES.banFailed,
              )(password);
        }}
      />
      <PasswordActionDialog
        open={action?.kind === 'delete'}
        title="Delete User"
        description={
          <p>
            Delete <strong>{action?.account.username}</strong> ({action?.account.email})? The account moves to
            the archives and cannot log in.
          </p>
        }
        confirmLabel="Delete"
        danger
        onClose={close}
        onConfirm={(password) =>
          action
            ? passwordAction(
                (pw) => deleteAccount(action.account._id, pw),
                ACCOUNT_MESSAGES.userDeleted,
                ACCOUNT_MESSAGES.userDeleteFailed,
              )(password)
            : Promise.resolve()
        }
      />
      <ConfirmDialog
        open={action?.kind === 'resend'}
        title="Resend OTP"
        confirmLabel="Resend OTP"
        onClose={close}
        onConfirm={async () => {
          if (!action) return;
          const { email } = action.account;
          try {
            await resendVerificationCode(email);
            toast.success(ACCOUNT_MESSAGES.otpResentTo(email));
          } catch (error) {
            toast.error(failureMessage(error, ACCOUNT_MESSAGES.resendOtpFailed));
          }
          close();
        }}
      >
        <p>
          Send a new verification code to <strong className="break-all">{action?.account.email}</strong>?
        </p>
      </ConfirmDialog>
    </div>
  );
}
