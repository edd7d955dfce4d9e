import { INTERVENTION_MESSAGES, INTERVENTION_RULE_MESSAGES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { requireInterventionAdmin, requireRow } from './intervention-guards.ts';
import { presentIntervention } from './interventions.presenter.ts';
import { deleteArchivedIntervention, setArchived } from './interventions.repository.ts';

/**
 * Archive, unarchive and permanent delete (admin section 4): active items can be archived, archived ones
 * restored or deleted for good. Each change is conditional on the state read, so a double click or two
 * admins at once cannot apply it twice, and it is audited in the same transaction.
 */

async function toggleArchive(db: Db, id: string, archive: boolean, meta: RequestMeta, now: Date) {
  const actor = requireInterventionAdmin(meta.actor);
  await requireRow(db, id);
  const refusal = archive
    ? INTERVENTION_RULE_MESSAGES.alreadyArchived
    : INTERVENTION_RULE_MESSAGES.notArchived;
  await db.transaction(async (tx) => {
    if (!(await setArchived(tx, id, archive ? now : null, now))) throw badRequest(refusal);
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: archive ? 'intervention.archive' : 'intervention.unarchive',
      targetType: 'intervention',
      targetId: id,
      ip: meta.ip,
    });
  });
  return presentIntervention(await requireRow(db, id));
}

/** DELETE interventions/{id}. */
export const archiveIntervention = (db: Db, id: string, meta: RequestMeta, now: Date = new Date()) =>
  toggleArchive(db, id, true, meta, now);

/** POST interventions/{id}/unarchive. */
export const unarchiveIntervention = (db: Db, id: string, meta: RequestMeta, now: Date = new Date()) =>
  toggleArchive(db, id, false, meta, now);

/** DELETE interventions/{id}/hard: only an archived intervention; what it was stays in the audit log. */
export async function hardDeleteIntervention(
  db: Db,
  id: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  const actor = requireInterventionAdmin(meta.actor);
  const row = await requireRow(db, id);
  await db.transaction(async (tx) => {
    if (!(await deleteArchivedIntervention(tx, id))) {
      throw badRequest(INTERVENTION_RULE_MESSAGES.archiveBeforeDelete);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'intervention.delete',
      targetType: 'intervention',
      targetId: id,
      details: { intervention: presentIntervention(row) },
      ip: meta.ip,
    });
  });
  return { message: INTERVENTION_MESSAGES.deleted };
}
