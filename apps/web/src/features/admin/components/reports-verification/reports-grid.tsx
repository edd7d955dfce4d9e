import { REPORT_VERIFICATION_MESSAGES as M, type Report } from '@dengue/core';
import type { Row, RowSelectionState } from '@tanstack/react-table';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { DataTable, type TableState } from '../../../../components/ui/data-table';
import type { ReportGridSort } from '../../api/reports-grid-query';
import { type GridActions, reportColumns, SORTABLE_COLUMNS } from './reports-grid-columns';

export interface ReportsGridProps {
  rows: readonly Report[];
  state: TableState;
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

const rowClass =
  'border-t border-slate-200 outline-none focus:bg-blue-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-700';

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
  const columns = useMemo(() => reportColumns(actions), [actions]);
  const current = Math.min(active, Math.max(0, rows.length - 1));

  const focusRow = (index: number) => {
    const element = bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[index];
    element?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is the request to refocus
  useEffect(() => {
    if (focusToken) focusRow(current);
  }, [focusToken]);

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row<Report>, index: number) {
    if (!actions || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const report = row.original;
    const move = (to: number) => {
      const next = Math.max(0, Math.min(rows.length - 1, to));
      setActive(next);
      focusRow(next);
    };
    const handlers: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
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

  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      state={state}
      loadingText="Loading reports..."
      errorText={M.loadFailed}
      emptyText="No reports found"
      onRetry={onRetry}
      minWidthClass="min-w-[48rem]"
      sorted={sort ? { columnId: sort.by, order: sort.order } : undefined}
      renderHeader={(header, label) => {
        const id = header.column.id as ReportGridSort;
        if (!sort || !SORTABLE_COLUMNS.has(id)) return label;
        const sorted = sort.by === id ? sort.order : undefined;
        return (
          <button
            type="button"
            onClick={() => sort.onSort(id)}
            className="inline-flex min-h-10 items-center gap-1 font-semibold hover:underline"
          >
            {label}
            <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
          </button>
        );
      }}
      selection={
        onSelectionChange
          ? {
              canSelect: (row) => row.original.status === 'Pending',
              selected: selection ?? {},
              onChange: onSelectionChange,
            }
          : undefined
      }
      bodyRef={bodyRef}
      rowProps={(row, index) => ({
        'data-row': '',
        tabIndex: actions ? (index === current ? 0 : -1) : undefined,
        'aria-keyshortcuts': actions ? 'Enter V R U Space' : undefined,
        onKeyDown: (event) => onKeyDown(event, row, index),
        onFocus: (event) => {
          if (event.target === event.currentTarget) setActive(index);
        },
        className: `${rowClass} ${row.getIsSelected() ? 'bg-blue-50/60' : ''}`,
      })}
    />
  );
}
