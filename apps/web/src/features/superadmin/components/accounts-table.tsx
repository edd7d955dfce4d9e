import type { Account } from '@dengue/core';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';

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
  const width = table.getAllLeafColumns().length;

  let message: ReactNode = null;
  if (state === 'loading' && rows.length === 0) message = <span role="status">{loadingText}</span>;
  else if (state === 'error')
    message = (
      <span role="alert" className="flex flex-wrap items-center justify-center gap-3 text-red-800">
        {errorText}
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="min-h-10 rounded-lg border border-slate-300 px-3 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Retry
          </button>
        ) : null}
      </span>
    );
  else if (rows.length === 0) message = emptyText;

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
        <tbody aria-busy={state === 'loading' || undefined}>
          {message !== null ? (
            <tr>
              <td colSpan={width} className="px-4 py-10 text-center text-slate-700">
                {message}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="h-[60px] border-t border-slate-200">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-2 align-middle text-slate-800">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
