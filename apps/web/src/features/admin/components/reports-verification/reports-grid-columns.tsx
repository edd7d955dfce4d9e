import { formatDateTime12h, REPORT_VERIFICATION_MESSAGES as M, type Report } from '@dengue/core';
import { createColumnHelper } from '@tanstack/react-table';
import { RowAction, type RowActionProps } from '../../../../components/ui/row-action';
import type { ReportGridSort } from '../../api/reports-grid-query';
import type { ReviewMode } from './report-review-dialog';
import { ReportStatusBadge } from './report-status-badge';

const column = createColumnHelper<Report>();

export interface GridActions {
  open: (report: Report, mode: ReviewMode) => void;
  undo: (report: Report) => void;
  canUndo: (report: Report) => boolean;
}

const usernameOf = (report: Report) => report.user?.username ?? report.displayUser.username;
/** A report in words, for the screen-reader part of its row's checkbox and buttons. */
const describe = (report: Report) => `${report.report_type} in ${report.barangay} by ${usernameOf(report)}`;

/** A row's button; out of the tab order, since the row takes the focus and answers the keys. */
function RowButton(props: Omit<RowActionProps, 'srLabel' | 'tabIndex'> & { report: Report }) {
  const { report, ...button } = props;
  return <RowAction {...button} srLabel={describe(report)} tabIndex={-1} />;
}

/** Username with the '(Anonymous)' tag, Barangay, Date & Time, Status: the columns the server sorts by. */
const dataColumns = [
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

export const SORTABLE_COLUMNS: ReadonlySet<string> = new Set<ReportGridSort>([
  'username',
  'barangay',
  'date_and_time',
  'status',
]);

/** The grid's columns: with actions, a select column first and the row's buttons last. */
export function reportColumns(actions: GridActions | undefined) {
  if (!actions) return dataColumns;
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
    ...dataColumns,
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
}
