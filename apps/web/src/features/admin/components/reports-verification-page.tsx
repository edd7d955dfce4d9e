import { BULK_VALIDATE_MAX, REPORT_VERIFICATION_MESSAGES as M, type Report } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { TablePagination } from '../../../components/ui/table-pagination';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { reportsGridQuery } from '../api/reports-grid-query';
import { REPORT_GRID_PAGE_SIZE, REPORT_GRID_PAGE_SIZES, useGridParams } from '../hooks/use-grid-params';
import { useReportDecisions } from '../hooks/use-report-decisions';
import { GridFilters } from './reports-verification/grid-filters';
import { KeyboardHelp } from './reports-verification/keyboard-help';
import { ReportReviewDialog, type ReviewMode } from './reports-verification/report-review-dialog';
import { ReportsGrid } from './reports-verification/reports-grid';
import type { GridActions } from './reports-verification/reports-grid-columns';

/** /admin/reportsverification (admin section 2): the officers' queue of residents' reports. */
export function ReportsVerificationPage() {
  useDocumentTitle('Reports Verification');
  const { params, update } = useGridParams();
  const query = useQuery(reportsGridQuery(params));
  const decisions = useReportDecisions();
  const [review, setReview] = useState<{ report: Report; mode: ReviewMode } | null>(null);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [focusToken, setFocusToken] = useState(0);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const actions = useMemo<GridActions>(
    () => ({
      open: (report, mode) => setReview({ report, mode }),
      undo: (report) => void decisions.revert(report).then(() => setFocusToken((n) => n + 1)),
      canUndo: (report) => decisions.offerUndo(report._id, report.status) !== undefined,
    }),
    [decisions.revert, decisions.offerUndo],
  );

  const updating = decisions.busy || (query.isFetching && !query.isPending);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reports Verification</h1>
        <button
          type="button"
          disabled={selectedIds.length === 0 || selectedIds.length > BULK_VALIDATE_MAX || decisions.busy}
          onClick={async () => {
            if (await decisions.validateMany(selectedIds)) setSelection({});
          }}
          className="min-h-11 rounded-full bg-green-800 px-5 font-semibold text-white hover:bg-green-900 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:text-slate-900"
        >
          Validate selected ({selectedIds.length})
        </button>
      </header>
      <GridFilters params={params} update={update} />
      <KeyboardHelp />
      <div className="relative">
        <ReportsGrid
          caption="Reports to verify"
          rows={query.data?.posts ?? []}
          state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
          onRetry={() => void query.refetch()}
          actions={actions}
          sort={{
            by: params.sortBy,
            order: params.sortOrder,
            onSort: (by) =>
              update({
                sort: by,
                order: by === params.sortBy && params.sortOrder === 'desc' ? 'asc' : 'desc',
              }),
          }}
          selection={selection}
          onSelectionChange={setSelection}
          focusToken={focusToken}
        />
        {updating ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/70">
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold shadow"
            >
              <Spinner className="size-5" /> {M.updating}
            </p>
          </div>
        ) : null}
      </div>
      <TablePagination
        pagination={query.data?.pagination}
        pageSizes={REPORT_GRID_PAGE_SIZES}
        defaultPageSize={REPORT_GRID_PAGE_SIZE}
        onPageChange={(page) => update({ page: String(page) })}
        onPageSizeChange={(limit) => update({ limit: String(limit) })}
      />
      <ReportReviewDialog
        key={review ? `${review.report._id}:${review.mode}` : 'closed'}
        report={review?.report ?? null}
        mode={review?.mode ?? 'view'}
        busy={decisions.busy}
        onDecide={decisions.decide}
        onClose={() => {
          setReview(null);
          setFocusToken((n) => n + 1);
        }}
      />
    </div>
  );
}
