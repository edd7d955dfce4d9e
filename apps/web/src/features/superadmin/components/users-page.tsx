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
import { deleteAccount, resendVerificationCode, toggleAccountStatus } from '../api/account-actions';
import { ACCOUNTS_KEY, accountsQuery } from '../api/accounts-query';
import { failureMessage, isPasswordProblem } from '../hooks/account-action';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AccountFilters } from './account-filters';
import { AccountsTable } from './accounts-table';
import { ConfirmDialog } from './confirm-dialog';
import { dangerAction, neutralAction, PageHeader } from './page-header';
import { PasswordActionDialog } from './password-action-dialog';
import { SortButton } from './sort-button';
import { StatCards } from './stat-cards';
import { StatusBadge } from './status-badge';
import { DEFAULT_PAGE_SIZE, TablePagination } from './table-pagination';

/** Status filter values (admin section 2); residents waiting for their code are 'unverified'. */
const STATUS_FILTERS: Record<string, AccountStatus | undefined> = {
  '': undefined,
  active: 'active',
  banned: 'banned',
  pending: 'pending',
};

type UserAction = { kind: 'ban' | 'unban' | 'delete' | 'resend'; account: Account };

const column = createColumnHelper<Account>();

export function UsersPage() {
  useDocumentTitle('User Management');
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [action, setAction] = useState<UserAction | null>(null);

  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    // A new search starts from its first page.
    setLastSearch(search);
    setPage(1);
  }

  const query = useQuery(
    accountsQuery({ group: 'user', status: STATUS_FILTERS[status], search, page, limit, sortOrder }),
  );
  const stats = query.data?.stats;
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
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
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
      column.display({
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
                <button
                  type="button"
                  className={dangerAction}
                  onClick={() => setAction({ kind: 'ban', account })}
                >
                  Ban<span className="sr-only"> {who}</span>
                </button>
              ) : null}
              {toggles.includes('active') ? (
                <button
                  type="button"
                  className={neutralAction}
                  onClick={() => setAction({ kind: 'unban', account })}
                >
                  Unban<span className="sr-only"> {who}</span>
                </button>
              ) : null}
              {unverified ? (
                <button
                  type="button"
                  className={neutralAction}
                  onClick={() => setAction({ kind: 'resend', account })}
                >
                  Resend OTP<span className="sr-only"> to {who}</span>
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

  /** Runs a password-confirmed action: toasts the outcome, or hands a password problem back to the dialog. */
  const passwordAction =
    (run: (password: string) => Promise<unknown>, success: string, fallback: string) =>
    async (password: string) => {
      try {
        await run(password);
        toast.success(success);
        close();
        await refresh();
      } catch (error) {
        if (isPasswordProblem(error)) throw error;
        toast.error(failureMessage(error, fallback));
        close();
      }
    };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="User Management"
        description="Resident accounts: ban or unban, remove, and resend verification codes."
        link={{ to: '/superadmin/users/archives', label: 'View Archived Users' }}
      />
      <StatCards
        cards={[
          { label: 'Total', value: stats?.total },
          { label: 'Active', value: stats?.active },
          { label: 'Banned', value: stats?.banned },
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
              { value: 'banned', label: 'Banned' },
              { value: 'pending', label: 'Pending' },
            ],
            onChange: (value) => {
              setStatus(value);
              setPage(1);
            },
          },
        ]}
        onClear={() => {
          setSearchText('');
          setStatus('');
          setPage(1);
        }}
      />
      <AccountsTable
        caption="Resident accounts"
        columns={columns}
        rows={query.data?.accounts ?? []}
        state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
        loadingText={ACCOUNT_MESSAGES.loadingAccounts}
        errorText={ACCOUNT_MESSAGES.errorLoadingUsers}
        emptyText={ACCOUNT_MESSAGES.noRecords}
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
