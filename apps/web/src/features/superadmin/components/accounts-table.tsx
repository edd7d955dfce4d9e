import type { Account } from '@dengue/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { TableBody } from '../../../components/ui/table-body';

export interface AccountsTableProps {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: column values differ per column, as TanStack Table types them
  columns: ColumnDef<Account, any>[];
  rows: readonly Account[];
  state: 'loading' | 'error' | 'ready';
  loadingText: string;
  errorText: string;
  emptyText: string;
  onRetry?: () => void;
  /** The column the server sorts by, announced on its header. */
  sorted?: { columnId: string; order: 'asc' | 'desc' };
}

/** A server-paged accounts table (TanStack Table, headless): the server pages and sorts, this only draws. */
export function AccountsTable({
  caption,
  columns,
  rows,
  state,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  sorted,
}: AccountsTableProps) {
  const table = useReactTable({
    data: rows as Account[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    getRowId: (row) => row._id,
  });
  return (
    <div className="max-h-[600px] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-100 text-slate-800">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="h-12">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={
                    sorted?.columnId === header.column.id
                      ? sorted.order === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                  className="px-4 font-semibold"
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <TableBody
          table={table}
          state={state}
          loadingText={loadingText}
          errorText={errorText}
          emptyText={emptyText}
          onRetry={onRetry}
          rowClassName="h-[60px] border-t border-slate-200"
          cellClassName="px-4 py-2 align-middle text-slate-800"
        />
      </table>
    </div>
  );
}
