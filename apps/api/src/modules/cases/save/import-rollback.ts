import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/request-context.ts';
import { analyseAll } from '../../analytics/analysis.service.ts';
import { recordAudit } from '../../audit/audit.repository.ts';
import { IMPORT_PROBLEMS_SHOWN, presentImport } from '../import.presenter.ts';
import {
  deleteImportCases,
  findImportForUpdate,
  findImportStatus,
  lockCaseImports,
  RUNNING_STATUSES,
  updateImport,
} from './import.repository.ts';

export const ROLLBACK_MESSAGES = {
  notFound: 'Import not found',
  running: 'This import is still running. Wait for it to finish before rolling it back.',
  alreadyRolledBack: 'This import has already been rolled back.',
} as const;

/**
 * Rolls an import back (docs/decisions/020): the cases it added are removed, the import is marked rolled
 * back and an audit row records who did it, in one transaction that waits for any running import (the
 * import lock); then the analysis runs again so patterns and risk levels no longer count those cases.
 * Cases the import only updated (same CaseID, changed fields) keep their corrected values.
 */
export async function rollbackImport(deps: { db: Db; lagDays?: number }, id: string, meta: RequestMeta) {
  const removed = await deps.db.transaction(async (tx) => {
    await lockCaseImports(tx);
    const job = await findImportForUpdate(tx, id);
    if (!job) throw notFound(ROLLBACK_MESSAGES.notFound);
    if ((RUNNING_STATUSES as readonly string[]).includes(job.status))
      throw conflict(ROLLBACK_MESSAGES.running);
    if (job.rolledBackAt) throw conflict(ROLLBACK_MESSAGES.alreadyRolledBack);
    const count = await deleteImportCases(tx, id);
    await updateImport(tx, id, {
      rolledBackAt: new Date(),
      rolledBackBy: meta.actor?.id ?? null,
      rowsRolledBack: count,
    });
    await recordAudit(tx, {
      actorId: meta.actor?.id ?? null,
      actorRole: meta.actor?.role ?? null,
      action: 'case-import.rollback',
      targetType: 'case_import',
      targetId: id,
      details: { file: job.originalFilename, casesRemoved: count },
      ip: meta.ip,
    });
    return { count, file: job.originalFilename };
  });
  await analyseAll(deps.db, { lagDays: deps.lagDays });
  const row = await findImportStatus(deps.db, id, IMPORT_PROBLEMS_SHOWN);
  const s = removed.count === 1 ? '' : 's';
  return {
    success: true,
    message: `The import of ${removed.file} was rolled back: ${removed.count} case${s} removed and the analysis run again.`,
    data: presentImport(row!),
  };
}
