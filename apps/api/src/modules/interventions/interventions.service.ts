import {
  API_MESSAGES,
  buildCreateInterventionSchema,
  buildPagination,
  type GroupedInterventions,
  type Intervention,
  type InterventionListQuery,
  type InterventionPage,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { can } from '../../lib/policy.ts';
import type { Actor, RequestMeta } from '../../lib/request-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import { barangayOfBody, checkPin, requireInterventionAdmin } from './intervention-guards.ts';
import { presentIntervention } from './interventions.presenter.ts';
import {
  findIntervention,
  type InterventionRow,
  insertIntervention,
  listInterventions,
} from './interventions.repository.ts';

/** GET interventions: the active list for everyone; filters and the archives (archived=true) for admins. */
export async function listInterventionPage(
  db: Db,
  query: InterventionListQuery,
  actor: Actor | undefined,
): Promise<InterventionPage> {
  if (query.archived) requireInterventionAdmin(actor);
  const barangay = query.barangay ? await findBarangayByName(db, query.barangay) : undefined;
  const { rows, total } = await listInterventions(
    db,
    {
      archived: query.archived,
      type: query.type === 'All' ? undefined : query.type,
      statuses: query.status ? [query.status] : undefined,
      barangayId: barangay?.id,
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    data: rows.map(presentIntervention),
    pagination: buildPagination(total, query.page, query.limit),
  };
}

/** GET interventions/{id}: an archived one only for admins (404 for everyone else). */
export async function getIntervention(db: Db, id: string, actor: Actor | undefined): Promise<Intervention> {
  const row = await findIntervention(db, id);
  if (!row || (row.archivedAt && !can(actor, 'intervention', 'viewArchived'))) {
    throw notFound(API_MESSAGES.interventionNotFound);
  }
  return presentIntervention(row);
}

/** The active interventions of one barangay that are still to finish, grouped by status. */
export async function groupedForBarangay(db: Db, name: string): Promise<GroupedInterventions> {
  const barangay = await findBarangayByName(db, name);
  const { rows } = await listInterventions(db, {
    archived: false,
    statuses: ['Ongoing', 'Scheduled'],
    barangayId: barangay.id,
  });
  const of = (status: InterventionRow['status']) =>
    rows.filter((r) => r.status === status).map(presentIntervention);
  return { barangay: barangay.name, ongoing: of('Ongoing'), scheduled: of('Scheduled') };
}

/** GET interventions/in-progress/{barangay}: Ongoing and Scheduled together, newest date first. */
export async function inProgressForBarangay(db: Db, name: string) {
  const grouped = await groupedForBarangay(db, name);
  const data = [...grouped.ongoing, ...grouped.scheduled].sort((a, b) => b.date.localeCompare(a.date));
  return { barangay: grouped.barangay, data };
}

/**
 * POST interventions (admins). Every rule of admin sections 4 and 5 is checked before anything is stored;
 * the row and its audit entry are written in one transaction.
 */
export async function createIntervention(
  db: Db,
  input: unknown,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<Intervention> {
  const actor = requireInterventionAdmin(meta.actor);
  const parsed = buildCreateInterventionSchema(() => now).safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => issue.message);
    throw badRequest(errors[0] ?? API_MESSAGES.validationFailed, errors);
  }
  const body = parsed.data;
  const barangay = await barangayOfBody(db, body.barangay);
  const [lng, lat] = body.specific_location.coordinates;
  await checkPin(db, barangay, [lng, lat], 'only');

  const id = await db.transaction(async (tx) => {
    const newId = await insertIntervention(tx, {
      barangayId: barangay.id,
      address: body.address || body.location || '',
      interventionType: body.interventionType,
      personnel: body.personnel,
      date: new Date(body.date),
      status: body.status,
      lng,
      lat,
      description: body.description,
      completedAt: body.status === 'Complete' ? now : null,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'intervention.create',
      targetType: 'intervention',
      targetId: newId,
      details: { barangay: barangay.name, interventionType: body.interventionType, status: body.status },
      ip: meta.ip,
    });
    return newId;
  });
  return presentIntervention((await findIntervention(db, id))!);
}
