import type { BulkValidateResult, Report, ReportStatus } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';

/** PATCH reports/{id}: verify, reject, or back to Pending (undo within the hour). */
export const patchReportStatus = (id: string, status: ReportStatus) =>
  apiFetch<Report>(`reports/${id}`, { method: 'PATCH', json: { status } });

/** PATCH reports/bulk-validate: the pending ones among the ids become Validated. */
export const bulkValidate = (reportIds: string[]) =>
  apiFetch<BulkValidateResult>('reports/bulk-validate', {
    method: 'PATCH',
    json: { reportIds, status: 'Validated' },
  });
