import { type Account, formatDateTime12h } from '@dengue/core';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { SortButton } from './sort-button';
import { RoleBadge, StatusBadge } from './status-badge';

/** Columns the users, admins and archives tables share. */
export const accountColumn = createColumnHelper<Account>();

/** Any accounts-table column. */
// biome-ignore lint/suspicious/noExplicitAny: column values differ per column, as TanStack Table types them
export type AccountColumn = ColumnDef<Account, any>;

export const usernameColumn = accountColumn.accessor('username', {
  header: 'Username',
  cell: (info) => <span className="font-medium">{info.getValue()}</span>,
});

export const emailColumn = accountColumn.accessor('email', {
  header: 'Email',
  cell: (info) => <span className="break-all">{info.getValue()}</span>,
});

export const roleColumn = accountColumn.accessor('role', {
  header: 'Role',
  cell: (info) => <RoleBadge role={info.getValue()} />,
});

export const statusColumn = accountColumn.accessor('status', {
  header: 'Status',
  cell: (info) => <StatusBadge status={info.getValue()} />,
});

/** The joined date, sorted by the server; the header toggles the order. */
export const sortedJoinedColumn = (order: 'asc' | 'desc', onToggle: () => void) =>
  accountColumn.accessor('createdAt', {
    id: 'createdAt',
    header: () => <SortButton label="Joined Date" order={order} onToggle={onToggle} />,
    cell: (info) => formatDateTime12h(info.getValue()),
  });
