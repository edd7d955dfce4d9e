import { API_MESSAGES, type Report, type ReportStatus, TIMING } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { deleteReportNotices, insertNotification } from '../notifications/notifications.repository.ts';
import { type ReportWrites, writeReports } from './report-writes.ts';
import { presentReports } from './reports.presenter.ts';
import { findReport, type ReportRow } from './reports.repository.ts';

const NOTICE_KIND: Record<'Validated' | 'Rejected', string> = {
  Validated: 'report-validated',
  Rejected: 'report-rejected',
};

const noticeText = (status: 'Validated' | 'Rejected', barangay: string, type: string) =>
  status === 'Validated'
    ? `Your report of ${type} in ${barangay} was validated. Thank you for helping keep your community safe from dengue.`
    : `Your report of ${type} in ${barangay} was reviewed and was not validated.`;

/**
 * PATCH reports/{id} (admins): Pending -> Validated or Rejected, both final; and back to Pending within one
 * hour of the change, by the admin who made it, for the verification grid's Undo (admin sections 3 and 4). The update is conditional on the
 * status read, so two admins acting at once cannot both succeed; the audit entry and the author's
 * notification are written in the same transaction.
 */
export async function changeReportStatus(
  db: Db,
  id: string,
  to: ReportStatus,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<Report> {
  const row = await findReport(db, id);
  if (!row) throw notFound(API_MESSAGES.reportNotFound);
  const from = row.status;
  const changedAt = row.statusChangedAt;
  const isDecision = from === 'Pending' && to !== 'Pending';
  const isUndo =
    from !== 'Pending' &&
    to === 'Pending' &&
    changedAt !== null &&
    now.getTime() - changedAt.getTime() <= TIMING.undoLifetimeMs;
  if (!isDecision && !isUndo)
    throw badRequest(API_MESSAGES.reportStatusFinal, undefined, { code: 'REPORT_STATUS_FINAL' });
  const actor = meta.actor!;
  // The spec keeps the undo record in the deciding admin's browser: another admin has nothing to undo.
  if (isUndo && row.statusChangedBy !== actor.id) throw forbidden(API_MESSAGES.reportUndoOwnOnly);

  await writeReports(
    db,
    async (writes, tx) => {
      if (!(await writeStatusChange(writes, tx, row, to, isUndo, meta, now)))
        throw badRequest(API_MESSAGES.reportStatusFinal, undefined, { code: 'REPORT_STATUS_FINAL' });
    },
    now,
  );
  const [report] = await presentReports(db, [(await findReport(db, id))!], actor);
  return report!;
}

/**
 * The writes of one status change, inside the caller's transaction: the update conditional on the status
 * read (false when another admin got there first), its audit entry, and the author's notice (or, for an
 * undo, the withdrawal of the notice). Single and bulk changes share it; `writeReports` recomputes the clusters.
 */
export async function writeStatusChange(
  writes: ReportWrites,
  tx: Db,
  row: ReportRow,
  to: ReportStatus,
  isUndo: boolean,
  meta: RequestMeta,
  now: Date,
): Promise<boolean> {
  const actor = meta.actor!;
  const from = row.status;
  if (!(await writes.setStatus(row.id, from, to, actor.id, now))) return false;
  await recordAudit(tx, {
    actorId: actor.id,
    actorRole: actor.role,
    action: isUndo ? 'report.status.undo' : 'report.status',
    targetType: 'report',
    targetId: row.id,
    details: { previousStatus: from, status: to },
    ip: meta.ip,
  });
  if (to === 'Validated' || to === 'Rejected') {
    await insertNotification(tx, {
      accountId: row.authorId,
      kind: NOTICE_KIND[to],
      message: noticeText(to, row.barangayName, row.reportType),
      reportId: row.id,
    });
  } else if (row.statusChangedAt) {
    await deleteReportNotices(tx, row.id, Object.values(NOTICE_KIND), row.statusChangedAt);
  }
  return true;
}
