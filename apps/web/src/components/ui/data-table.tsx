import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type Row,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { TablePagination, type TablePaginationProps } from './table-pagination';

/** What a server-paged table has to show: its rows, or that they are loading or failed to load. */
export type TableState = 'loading' | 'error' | 'ready';

/** A query's state as its table shows it: a failure first, then a first load with nothing to show yet. */
export const tableStateOf = (query: { isError: boolean; isPending: boolean }): TableState =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/** The rows, state and Retry of a table fed by one (TanStack) query. */
export const queryTableProps = <T,>(
  query: { isError: boolean; isPending: boolean; refetch: () => unknown },
  rows: readonly T[] | undefined,
) => ({
  rows: rows ?? [],
  state: tableStateOf(query),
  onRetry: () => void query.refetch(),
});

export interface DataTableProps<T extends { _id: string }> {
  /** Read by screen readers only. */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: column values differ per column, as TanStack Table types them
  columns: ColumnDef<T, any>[];
  rows: readonly T[];
  state: TableState;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** Offered beside the error text when given. */
  onRetry?: () => void;
  /** The table's least width (a Tailwind `min-w-*` class); a narrower screen scrolls it sideways. */
  minWidthClass: string;
  /** Caps the height and keeps the header row in view while the rows scroll. */
  stickyHeader?: boolean;
  /** The column the server sorts by, announced on its header. */
  sorted?: { columnId: string; order: 'asc' | 'desc' };
  /**
   * Draws a header cell's content around its rendered label (a sort button, say). Called, not mounted: a
   * header component made anew with the columns would be remounted and drop the keyboard focus.
   */
  renderHeader?: (header: Header<T, unknown>, label: ReactNode) => ReactNode;
  rowClassName?: string;
  cellClassName?: string;
  /** Rows that may be ticked (a select column's checkboxes), what is ticked and the change. */
  selection?: {
    canSelect: (row: Row<T>) => boolean;
    selected: RowSelectionState;
    onChange: (next: RowSelectionState) => void;
  };
  /** More attributes of a row (focus, keys); a className here replaces `rowClassName`. */
  rowProps?: (row: Row<T>, index: number) => HTMLAttributes<HTMLTableRowElement> & { 'data-row'?: string };
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** Rows per page, the range shown, Previous and Next, under the table. */
  pages?: TablePaginationProps;
}

/**
 * The admin consoles' tables (TanStack Table, headless): the server pages and sorts, this only draws. The body
 * holds the rows, or one full-width row that says it is loading (when nothing is shown yet), that the load
 * failed (with Retry), or that there is nothing to show.
 */
export function DataTable<T extends { _id: string }>({
  caption,
  columns,
  rows,
  state,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  minWidthClass,
  stickyHeader = false,
  sorted,
  renderHeader,
  rowClassName = 'border-t border-slate-200',
  cellClassName = 'px-4 py-3 align-middle text-slate-800',
  selection,
  rowProps,
  bodyRef,
  pages,
}: DataTableProps<T>) {
  const table = useReactTable({
    data: rows as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    getRowId: (row) => row._id,
    enableRowSelection: selection?.canSelect ?? false,
    state: selection ? { rowSelection: selection.selected } : {},
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });
  const tableRows = table.getRowModel().rows;

  let message: ReactNode = null;
  if (state === 'loading' && tableRows.length === 0) message = <span role="status">{loadingText}</span>;
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
  else if (tableRows.length === 0) message = emptyText;

  const headerContent = (header: Header<T, unknown>) => {
    const label = flexRender(header.column.columnDef.header, header.getContext());
    return renderHeader ? renderHeader(header, label) : label;
  };

  const frame = (
    <div
      className={`${stickyHeader ? 'max-h-[600px] ' : ''}overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm`}
    >
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${stickyHeader ? 'sticky top-0 z-10 ' : ''}bg-slate-100 text-slate-800`}>
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
                  {header.isPlaceholder ? null : headerContent(header)}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef} aria-busy={state === 'loading' || undefined}>
          {message !== null ? (
            <tr>
              <td
                colSpan={table.getAllLeafColumns().length}
                className="px-4 py-10 text-center text-slate-700"
              >
                {message}
              </td>
            </tr>
          ) : (
            tableRows.map((row, index) => (
              <tr key={row.id} className={rowClassName} {...rowProps?.(row, index)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cellClassName}>
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
  if (!pages) return frame;
  return (
    <>
      {frame}
      <TablePagination {...pages} />
    </>
  );
}
