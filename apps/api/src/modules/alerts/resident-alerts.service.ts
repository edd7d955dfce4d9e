import { API_MESSAGES, type HomeBarangay } from '@dengue/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, barangays } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import { activeAlertsForResident, dismissAlert, findAlert, knownBarangays } from './alerts.repository.ts';
import { presentPublicAlerts } from './alerts.service.ts';

/** Alerts reach residents only: staff accounts have no home barangay to be warned about. */
const residentOnly = (actor: Actor) => {
  if (!can(actor, 'alert', 'receive')) throw forbidden(API_MESSAGES.alertsResidentsOnly);
};

async function homeOf(db: Db, accountId: string): Promise<HomeBarangay['barangay']> {
  const [row] = await db
    .select({ id: barangays.id, name: barangays.name })
    .from(accounts)
    .innerJoin(barangays, eq(barangays.id, accounts.homeBarangayId))
    .where(eq(accounts.id, accountId));
  return row ? { _id: row.id, name: row.name } : null;
}

export async function getHomeBarangay(db: Db, actor: Actor): Promise<HomeBarangay> {
  residentOnly(actor);
  return { barangay: await homeOf(db, actor.id) };
}

/** Sets or clears (null) the resident's home barangay; nobody else can read it. */
export async function setHomeBarangay(
  db: Db,
  actor: Actor,
  barangayId: string | null,
): Promise<HomeBarangay> {
  residentOnly(actor);
  if (barangayId !== null && (await knownBarangays(db, [barangayId])).length === 0) {
    throw badRequest(API_MESSAGES.alertBarangayUnknown);
  }
  await db
    .update(accounts)
    .set({ homeBarangayId: barangayId, updatedAt: new Date() })
    .where(eq(accounts.id, actor.id));
  return { barangay: await homeOf(db, actor.id) };
}

/** The banner: active alerts of the resident's home barangay not yet dismissed (none without a home). */
export async function homeAlerts(db: Db, actor: Actor) {
  const home = actor.role === 'user' ? await homeOf(db, actor.id) : null;
  if (!home) return { barangay: null, data: [] };
  const rows = await activeAlertsForResident(db, actor.id, home._id);
  return { barangay: home, data: await presentPublicAlerts(db, rows) };
}

export async function dismissHomeAlert(db: Db, actor: Actor, alertId: string): Promise<{ dismissed: true }> {
  residentOnly(actor);
  if (!(await findAlert(db, alertId))) throw notFound(API_MESSAGES.alertNotFound);
  await dismissAlert(db, alertId, actor.id);
  return { dismissed: true };
}
