import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export interface TableBodyProps<T> {
  table: Table<T>;
  state: 'loading' | 'error' | 'ready';
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** Offered beside the error text when given. */
  onRetry?: () => void;
  rowClassName: string;
  cellClassName: string;
}

/**
 * The body of a server-paged TanStack table: its rows, or one full-width row that says it is loading (when
 * nothing is shown yet), that the load failed (with Retry), or that there is nothing to show.
 */
export function TableBody<T>({
  table,
  state,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  rowClassName,
  cellClassName,
}: TableBodyProps<T>) {
  const rows = table.getRowModel().rows;
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
    <tbody aria-busy={state === 'loading' || undefined}>
      {message !== null ? (
        <tr>
          <td colSpan={table.getAllLeafColumns().length} className="px-4 py-10 text-center text-slate-700">
            {message}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.id} className={rowClassName}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cellClassName}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}
