import {
  API_MESSAGES,
  INTERVENTION_RULE_MESSAGES,
  type Intervention,
  statusProblemForDate,
  updateInterventionSchema,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { barangayOfBody, checkPin, requireInterventionAdmin, requireRow } from './intervention-guards.ts';
import { presentIntervention } from './interventions.presenter.ts';
import {
  findIntervention,
  type InterventionRow,
  type NewInterventionRow,
  updateInterventionIfUnchanged,
} from './interventions.repository.ts';

/** Why a row may not be edited at all, or null. */
const lockedReason = (row: InterventionRow): string | null => {
  if (row.archivedAt) return INTERVENTION_RULE_MESSAGES.archivedReadOnly;
  if (row.status === 'Complete') return API_MESSAGES.interventionComplete;
  return null;
};

/**
 * PATCH interventions/{id} (admins), the edit rules of admin sections 4 and 5: the barangay is locked, a new
 * pin must lie in it ('Pin must be within {barangay} boundaries!'), a null pin clears it, a changed date or
 * status must suit each other, and Complete is final (it stamps completedAt). Only sent fields change.
 */
export async function updateIntervention(
  db: Db,
  id: string,
  input: unknown,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<Intervention> {
  const actor = requireInterventionAdmin(meta.actor);
  const parsed = updateInterventionSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => issue.message);
    throw badRequest(errors[0] ?? API_MESSAGES.validationFailed, errors);
  }
  const body = parsed.data;
  const row = await requireRow(db, id);
  const locked = lockedReason(row);
  if (locked) throw badRequest(locked);

  if (body.barangay !== undefined) {
    const named = await barangayOfBody(db, body.barangay);
    if (named.id !== row.barangayId) throw badRequest(INTERVENTION_RULE_MESSAGES.barangayLocked);
  }
  const changes: Partial<NewInterventionRow> = { updatedAt: now };
  if (body.specific_location) {
    const [lng, lat] = body.specific_location.coordinates;
    await checkPin(db, { id: row.barangayId, name: row.barangayName }, [lng, lat], 'boundaries');
    Object.assign(changes, { lng, lat });
  } else if (body.specific_location === null) {
    Object.assign(changes, { lng: null, lat: null });
  }

  const date = body.date ? new Date(body.date) : row.date;
  const status = body.status ?? row.status;
  if (date.getTime() !== row.date.getTime() || status !== row.status) {
    const problem = statusProblemForDate(date, status, now);
    if (problem) throw badRequest(problem);
  }
  if (body.date) changes.date = date;
  if (body.status) changes.status = status;
  if (status === 'Complete') changes.completedAt = now;
  if (body.interventionType) changes.interventionType = body.interventionType;
  if (body.personnel !== undefined) changes.personnel = body.personnel;
  // The spec's body also carries `location`, free text: it stands in for an empty address, as on create.
  if (body.address !== undefined || body.location !== undefined) {
    changes.address = body.address || body.location || '';
  }
  if (body.description !== undefined) changes.description = body.description;

  await db.transaction(async (tx) => {
    if (!(await updateInterventionIfUnchanged(tx, id, row.status, changes))) {
      const current = await findIntervention(tx, id);
      throw current
        ? badRequest(lockedReason(current) ?? API_MESSAGES.interventionComplete)
        : notFound(API_MESSAGES.interventionNotFound);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'intervention.update',
      targetType: 'intervention',
      targetId: id,
      details: {
        fields: Object.keys(body),
        ...(status !== row.status ? { previousStatus: row.status, status } : {}),
      },
      ip: meta.ip,
    });
  });
  return presentIntervention((await findIntervention(db, id))!);
}
