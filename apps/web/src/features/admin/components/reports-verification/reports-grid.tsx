import { formatDateTime12h, REPORT_VERIFICATION_MESSAGES as M, type Report } from '@dengue/core';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { ReportGridSort } from '../../api/reports-grid-query';
import type { ReviewMode } from './report-review-dialog';
import { ReportStatusBadge } from './report-status-badge';

const column = createColumnHelper<Report>();

export interface GridActions {
  open: (report: Report, mode: ReviewMode) => void;
  undo: (report: Report) => void;
  canUndo: (report: Report) => boolean;
}

export interface ReportsGridProps {
  rows: readonly Report[];
  state: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** Off for the dashboard's Recent Reports: no selection, no actions, no sorting, no shortcuts. */
  actions?: GridActions;
  sort?: { by: ReportGridSort; order: 'asc' | 'desc'; onSort: (by: ReportGridSort) => void };
  selection?: RowSelectionState;
  onSelectionChange?: (next: RowSelectionState) => void;
  /** Changing it puts focus back on the active row (after a dialog closes and the rows refresh). */
  focusToken?: number;
  caption: string;
}

const usernameOf = (report: Report) => report.user?.username ?? report.displayUser.username;
const describe = (report: Report) => `${report.report_type} in ${report.barangay} by ${usernameOf(report)}`;

const small =
  'min-h-9 rounded-lg border px-3 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-60';
function RowButton(props: { label: string; report: Report; tone?: 'danger' | 'ok'; onClick: () => void }) {
  const tone =
    props.tone === 'danger'
      ? 'border-red-300 text-red-800 hover:bg-red-50'
      : props.tone === 'ok'
        ? 'border-green-700 text-green-900 hover:bg-green-50'
        : 'border-slate-300 text-slate-900 hover:bg-slate-100';
  return (
    <button type="button" tabIndex={-1} className={`${small} ${tone}`} onClick={props.onClick}>
      {props.label}
      <span className="sr-only"> {describe(props.report)}</span>
    </button>
  );
}

/**
 * The reports grid of admin section 2 (TanStack Table; the server pages and sorts): Username with the
 * '(Anonymous)' tag, Barangay, Date & Time, Status, Actions. With actions, the rows are one tab stop that
 * the arrow keys move through; Enter opens the report, V verify, R reject, U undo, Space selects.
 */
export function ReportsGrid({
  rows,
  state,
  onRetry,
  actions,
  sort,
  selection,
  onSelectionChange,
  focusToken,
  caption,
}: ReportsGridProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const columns = useMemo(() => {
    const list = [
      column.accessor(usernameOf, {
        id: 'username',
        header: 'Username',
        cell: ({ row, getValue }) => (
          <span>
            {getValue()}
            {row.original.isAnonymous ? ' ' : null}
            {row.original.isAnonymous ? (
              <span className="ml-1 text-xs font-semibold text-slate-700">{M.anonymousTag}</span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('barangay', { id: 'barangay', header: 'Barangay' }),
      column.accessor('date_and_time', {
        id: 'date_and_time',
        header: 'Date & Time',
        cell: (info) => <time dateTime={info.getValue()}>{formatDateTime12h(info.getValue())}</time>,
      }),
      column.accessor('status', {
        id: 'status',
        header: 'Status',
        cell: (info) => <ReportStatusBadge status={info.getValue()} />,
      }),
    ];
    if (!actions) return list;
    return [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label="Select every pending report on this page"
            className="size-5"
            checked={table.getIsAllRowsSelected()}
            disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select ${describe(row.original)}`}
            className="size-5"
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      ...list,
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const report = row.original;
          return (
            <div className="flex flex-wrap gap-2">
              <RowButton label="View" report={report} onClick={() => actions.open(report, 'view')} />
              {report.status === 'Pending' ? (
                <>
                  <RowButton
                    label="Verify"
                    tone="ok"
                    report={report}
                    onClick={() => actions.open(report, 'verify')}
                  />
                  <RowButton
                    label="Reject"
                    tone="danger"
                    report={report}
                    onClick={() => actions.open(report, 'reject')}
                  />
                </>
              ) : null}
              {actions.canUndo(report) ? (
                <RowButton label="Undo" report={report} onClick={() => actions.undo(report)} />
              ) : null}
            </div>
          );
        },
      }),
    ];
  }, [actions]);

  const table = useReactTable({
    data: rows as Report[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    getRowId: (row) => row._id,
    enableRowSelection: (row) => row.original.status === 'Pending',
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => {
      if (!onSelectionChange) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection ?? {}) : updater);
    },
  });
  const tableRows = table.getRowModel().rows;
  const current = Math.min(active, Math.max(0, tableRows.length - 1));

  const focusRow = (index: number) => {
    const element = bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[index];
    element?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is the request to refocus
  useEffect(() => {
    if (focusToken) focusRow(current);
  }, [focusToken]);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number) {
    if (!actions || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const row = tableRows[index];
    if (!row) return;
    const report = row.original;
    const move = (to: number) => {
      const next = Math.max(0, Math.min(tableRows.length - 1, to));
      setActive(next);
      focusRow(next);
    };
    const handlers: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tableRows.length - 1),
      Enter: () => actions.open(report, 'view'),
      v: () => report.status === 'Pending' && actions.open(report, 'verify'),
      r: () => report.status === 'Pending' && actions.open(report, 'reject'),
      u: () => actions.canUndo(report) && actions.undo(report),
      ' ': () => row.getCanSelect() && row.toggleSelected(),
    };
    const handler = handlers[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  }

  let message: ReactNode = null;
  if (state === 'loading' && tableRows.length === 0) message = <span role="status">Loading reports...</span>;
  else if (state === 'error')
    message = (
      <span role="alert" className="flex flex-wrap items-center justify-center gap-3 text-red-800">
        {M.loadFailed}
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
  else if (tableRows.length === 0) message = 'No reports found';

  const sortable = new Set<string>(['username', 'barangay', 'date_and_time', 'status']);
  return (
    <div className="overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="h-12">
              {group.headers.map((header) => {
                const id = header.column.id as ReportGridSort;
                const sorted = sort && sort.by === id ? sort.order : undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-4 font-semibold"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sort && sortable.has(id) ? (
                      <button
                        type="button"
                        onClick={() => sort.onSort(id)}
                        className="inline-flex min-h-10 items-center gap-1 font-semibold hover:underline"
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
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
              <tr
                key={row.id}
                data-row=""
                tabIndex={actions ? (index === current ? 0 : -1) : undefined}
                aria-keyshortcuts={actions ? 'Enter V R U Space' : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setActive(index);
                }}
                className={`border-t border-slate-200 outline-none focus:bg-blue-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-700 ${row.getIsSelected() ? 'bg-blue-50/60' : ''}`}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-3 align-middle text-slate-800">
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
