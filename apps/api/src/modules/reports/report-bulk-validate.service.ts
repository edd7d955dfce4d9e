import type { BulkValidateBody, BulkValidateResult } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { writeStatusChange } from './report-status.service.ts';
import { writeReports } from './report-writes.ts';
import { findReportsForUpdate } from './reports.repository.ts';

const validatedMessage = (n: number) => `${n} report${n === 1 ? '' : 's'} validated.`;

/**
 * PATCH reports/bulk-validate: every Pending report among the ids becomes Validated, in one transaction, each
 * with the audit entry and author notice of a single change; the others are answered as skipped with the
 * reason. Clusters are recomputed once, after all the changes.
 */
export async function bulkValidateReports(
  db: Db,
  body: BulkValidateBody,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<BulkValidateResult> {
  const ids = [...new Set(body.reportIds)];
  const updatedIds: string[] = [];
  const skipped: BulkValidateResult['skipped'] = [];
  await writeReports(
    db,
    async (writes, tx) => {
      const rows = new Map((await findReportsForUpdate(tx, ids)).map((row) => [row.id, row]));
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) skipped.push({ id, reason: 'not found' });
        else if (row.status !== 'Pending') skipped.push({ id, reason: 'already decided' });
        else if (await writeStatusChange(writes, tx, row, body.status, false, meta, now)) updatedIds.push(id);
        else skipped.push({ id, reason: 'already decided' });
      }
    },
    now,
  );
  return { message: validatedMessage(updatedIds.length), updated: updatedIds.length, updatedIds, skipped };
}
