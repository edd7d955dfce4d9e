import type { Account } from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { RowAction } from '../../../components/ui/row-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  ACCOUNTS_KEY,
  type AccountGroup,
  type AccountListParams,
  accountsQuery,
} from '../api/accounts-query';
import { runPasswordAction } from '../hooks/account-action';
import { useAccountList } from '../hooks/use-account-list';
import { type AccountColumn, accountColumn, sortedJoinedColumn } from './account-columns';
import { AccountFilters, type SelectFilter } from './account-filters';
import {
  AccountStatCards,
  type BlockedStatus,
  statusFilter,
  statusFilterValue,
} from './account-status-controls';
import { AccountsTable } from './accounts-table';
import { PageHeader } from './page-header';
import { PasswordActionDialog } from './password-action-dialog';

/** A row's button: the action it starts, and the account named after the label for screen readers. */
export interface RowButton<K extends string> {
  kind: K;
  label: string;
  /** Read after the label; the username when not given. */
  srLabel?: string;
  danger?: boolean;
}

/** An action confirmed with the superadmin's own password: its dialog's words, the call and its toasts. */
export interface PasswordActionSpec {
  title: string;
  confirmLabel: string;
  danger: boolean;
  description: (account: Account) => ReactNode;
  run: (account: Account, password: string) => Promise<unknown>;
  success: string;
  fallback: string;
}

export interface AccountAction<K extends string> {
  kind: K;
  account: Account;
}

export interface AccountManagementPageProps<K extends string> {
  group: AccountGroup;
  /** Residents are banned, admins disabled: the stat card and status filter say which. */
  blocked: BlockedStatus;
  title: string;
  description: string;
  archivesLink: { to: string; label: string };
  /** Buttons beside the archives link. */
  headerActions?: ReactNode;
  /** Select filters after Status, the query parameters they set and how Clear Filters empties them. */
  moreFilters?: { filters: readonly SelectFilter[]; params: Partial<AccountListParams>; clear: () => void };
  caption: string;
  errorText: string;
  emptyText: string;
  /** The table's columns around the sortable joined-date one; the Actions column follows them. */
  columns: (joined: AccountColumn) => AccountColumn[];
  /** A row's buttons, in order (false leaves one out); null when the row offers no action. */
  rowButtons: (account: Account) => (RowButton<K> | false)[] | null;
  passwordActions: Partial<Record<K, PasswordActionSpec>>;
  /** The page's other dialogs (the actions that need no password among them), given the action under way. */
  children?: (controls: {
    action: AccountAction<K> | null;
    close: () => void;
    refresh: () => Promise<unknown>;
  }) => ReactNode;
}

/**
 * The users and admins pages of admin section 2: stat cards, search and filters, the joined-date-sorted table
 * with each row's actions, and the password-confirmed actions' dialog.
 */
export function AccountManagementPage<K extends string>({
  group,
  blocked,
  title,
  description,
  archivesLink,
  headerActions,
  moreFilters,
  caption,
  errorText,
  emptyText,
  columns: columnsAround,
  rowButtons,
  passwordActions,
  children,
}: AccountManagementPageProps<K>) {
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const list = useAccountList();
  const { search, status, page, limit, sortOrder, toggleSortOrder } = list;
  const [action, setAction] = useState<AccountAction<K> | null>(null);

  const query = useQuery(
    accountsQuery({
      group,
      ...moreFilters?.params,
      status: statusFilterValue(status, blocked),
      search,
      page,
      limit,
      sortOrder,
    }),
  );
  const close = () => setAction(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });

  const columns = useMemo(
    () => [
      ...columnsAround(sortedJoinedColumn(sortOrder, toggleSortOrder)),
      accountColumn.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const account = row.original;
          const buttons = rowButtons(account);
          if (buttons === null) return <span className="text-slate-600">No actions</span>;
          return (
            <div className="flex flex-wrap gap-2">
              {buttons.map((button) =>
                button ? (
                  <RowAction
                    key={button.kind}
                    label={button.label}
                    srLabel={button.srLabel ?? account.username}
                    tone={button.danger ? 'danger' : 'neutral'}
                    onClick={() => setAction({ kind: button.kind, account })}
                  />
                ) : null,
              )}
            </div>
          );
        },
      }),
    ],
    [columnsAround, rowButtons, sortOrder, toggleSortOrder],
  );

  const passwordAction = action ? passwordActions[action.kind] : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} description={description} link={archivesLink} actions={headerActions} />
      <AccountStatCards stats={query.data?.stats} blocked={blocked} />
      <AccountFilters
        search={list.searchText}
        onSearch={list.setSearchText}
        filters={[statusFilter(status, list.changeStatus, blocked), ...(moreFilters?.filters ?? [])]}
        onClear={() => {
          list.clear();
          moreFilters?.clear();
        }}
      />
      <AccountsTable
        query={query}
        caption={caption}
        columns={columns}
        errorText={errorText}
        emptyText={emptyText}
        sorted={{ columnId: 'createdAt', order: sortOrder }}
        onPageChange={list.setPage}
        onPageSizeChange={list.changePageSize}
      />

      <PasswordActionDialog
        open={passwordAction !== undefined}
        title={passwordAction?.title ?? title}
        description={action && passwordAction ? passwordAction.description(action.account) : null}
        confirmLabel={passwordAction?.confirmLabel ?? 'Confirm'}
        danger={passwordAction?.danger}
        onClose={close}
        onConfirm={async (password) => {
          if (!action || !passwordAction) return;
          const { success, fallback } = passwordAction;
          await runPasswordAction(
            () => passwordAction.run(action.account, password),
            { success, fallback },
            { close, refresh },
          );
        }}
      />
      {children?.({ action, close, refresh })}
    </div>
  );
}
