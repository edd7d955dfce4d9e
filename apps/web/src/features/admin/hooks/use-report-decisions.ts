import { REPORT_VERIFICATION_MESSAGES as M, type Report, type ReportStatus } from '@dengue/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { bulkValidate, patchReportStatus } from '../api/report-status-calls';
import { STAFF_REPORTS_KEY } from '../api/reports-grid-query';
import { useReportUndo } from './use-report-undo';

/** Queries that show report counts or statuses to staff. */
export const REPORT_DEPENDENT_KEYS = [STAFF_REPORTS_KEY, ['admin-dashboard'], ['mapping']] as const;

/** A refused session speaks for itself; anything else gets the spec's fixed text. */
const failure = (error: unknown, fallback: string) =>
  isApiError(error) && (error.status === 401 || error.code === 'ACCOUNT_DISABLED') ? error.message : fallback;

/**
 * Verify, reject, undo and bulk-validate with the spec's toasts (admin section 8), the undo records, and a
 * refresh of every staff list of reports afterwards. Each answers true when the change was made.
 */
export function useReportDecisions() {
  const queryClient = useQueryClient();
  const undo = useReportUndo();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
      await Promise.all(REPORT_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  }

  const decide = (report: Report, to: 'Validated' | 'Rejected') =>
    run(async () => {
      try {
        await patchReportStatus(report._id, to);
      } catch (error) {
        toast.error(failure(error, M.updateFailed));
        throw error;
      }
      undo.remember([report._id], report.status, to);
      toast.success(to === 'Validated' ? M.verified : M.rejected);
    });

  const revert = (report: Report) =>
    run(async () => {
      const record = undo.offerFor(report._id, report.status);
      if (!record) return;
      try {
        await patchReportStatus(report._id, record.previous);
      } catch (error) {
        toast.error(failure(error, M.undoFailed));
        throw error;
      }
      undo.forget(report._id);
      toast.success(M.reverted(record.previous));
    });

  const validateMany = (ids: string[]) =>
    run(async () => {
      try {
        const result = await bulkValidate(ids);
        undo.remember(result.updatedIds, 'Pending' satisfies ReportStatus, 'Validated');
        const skipped = result.skipped.length;
        toast.success(
          skipped ? `${result.message} ${skipped} skipped (already decided or gone).` : result.message,
        );
      } catch (error) {
        toast.error(
          isApiError(error) && error.status === 400 ? error.message : failure(error, M.updateFailed),
        );
        throw error;
      }
    });

  return { busy, decide, revert, validateMany, offerUndo: undo.offerFor };
}
