import { ALERT_ACTIVE_DAYS, ALERT_NOTIFICATION_KIND, TIMING } from '@dengue/core';
import { and, count, desc, eq, gt, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, alertBarangays, alertDismissals, alerts, barangays } from '../../db/schema/index.ts';

export type AlertRow = typeof alerts.$inferSelect;
export interface AlertTarget {
  alertId: string;
  id: string;
  name: string;
}

/** Residents an alert reaches: active resident accounts whose home barangay is one of the chosen. */
const residentsOf = (barangayIds: string[]) =>
  and(
    eq(accounts.role, 'user'),
    eq(accounts.status, 'active'),
    inArray(accounts.homeBarangayId, barangayIds),
  );

/**
 * Serialises one admin's sends: the admin's own row is locked until the transaction ends, so a second
 * send (another tab, another API process on the same PostgreSQL) waits and then sees the first alert.
 */
export async function lockSender(tx: Db, senderId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${senderId} for update`);
}

/** Seconds until the sender may send again, by the database clock (0 when free). */
export async function cooldownSecondsLeft(db: Db, senderId: string): Promise<number> {
  const window = sql.raw(String(TIMING.alertCooldownSeconds));
  const elapsed = sql`extract(epoch from (clock_timestamp() - max(${alerts.createdAt})))`;
  const [row] = await db
    .select({
      left: sql<number>`coalesce(least(${window}, greatest(0, ceil(${window} - ${elapsed}))), 0)::int`,
    })
    .from(alerts)
    .where(eq(alerts.senderId, senderId));
  return row?.left ?? 0;
}

export async function knownBarangays(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: barangays.id, name: barangays.name })
    .from(barangays)
    .where(inArray(barangays.id, ids))
    .orderBy(barangays.name);
}

export async function insertAlert(
  tx: Db,
  values: { senderId: string; title: string | null; messages: string[]; barangayIds: string[] },
): Promise<AlertRow> {
  // The database clock, not the transaction start: the cooldown compares against clock_timestamp().
  const [row] = await tx
    .insert(alerts)
    .values({
      senderId: values.senderId,
      title: values.title,
      messages: values.messages,
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await tx
    .insert(alertBarangays)
    .values(values.barangayIds.map((barangayId) => ({ alertId: row!.id, barangayId })));
  return row!;
}

/** One notification per resident of the barangays, in one INSERT ... SELECT; returns how many. */
export async function notifyResidents(
  tx: Db,
  alertId: string,
  barangayIds: string[],
  message: string,
): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    with sent as (
      insert into notifications (account_id, kind, message, alert_id)
      select ${accounts.id}, ${ALERT_NOTIFICATION_KIND}, ${message}, ${alertId}::uuid
      from ${accounts}
      where ${residentsOf(barangayIds)}
      returning 1
    )
    select count(*)::int as n from sent`);
  const recipients = Number(resultRows<{ n: number }>(rows)[0]?.n ?? 0);
  await tx.update(alerts).set({ recipientsCount: recipients }).where(eq(alerts.id, alertId));
  return recipients;
}

export async function countResidents(db: Db, barangayIds: string[]): Promise<number> {
  if (barangayIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(accounts).where(residentsOf(barangayIds));
  return row?.n ?? 0;
}

export async function findAlert(db: Db, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row;
}

export async function listAlerts(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const live = isNull(alerts.archivedAt);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(alerts)
      .where(live)
      .orderBy(desc(alerts.createdAt), desc(alerts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(alerts).where(live),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function targetsOf(db: Db, alertIds: string[]): Promise<AlertTarget[]> {
  if (alertIds.length === 0) return [];
  return db
    .select({ alertId: alertBarangays.alertId, id: barangays.id, name: barangays.name })
    .from(alertBarangays)
    .innerJoin(barangays, eq(barangays.id, alertBarangays.barangayId))
    .where(inArray(alertBarangays.alertId, alertIds))
    .orderBy(barangays.name);
}

export async function sendersOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function updateAlertText(
  db: Db,
  id: string,
  values: { title?: string | null | undefined; messages: string[] },
): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(alerts)
    .set({
      messages: values.messages,
      ...(values.title !== undefined ? { title: values.title } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(alerts.id, id), isNull(alerts.archivedAt)))
    .returning();
  return row;
}

export async function archiveAlert(db: Db, id: string): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(alerts)
    .set({ archivedAt: new Date() })
    .where(and(eq(alerts.id, id), isNull(alerts.archivedAt)))
    .returning();
  return row;
}

const activeSince = () => sql`now() - make_interval(days => ${ALERT_ACTIVE_DAYS})`;

/** Active alerts sent to one barangay that also meet `extra`, newest first, at most 10. */
function activeAlertsOf(db: Db, barangayId: string, extra?: SQL): Promise<AlertRow[]> {
  return db
    .select({ alert: alerts })
    .from(alerts)
    .innerJoin(alertBarangays, eq(alertBarangays.alertId, alerts.id))
    .where(
      and(
        eq(alertBarangays.barangayId, barangayId),
        isNull(alerts.archivedAt),
        gt(alerts.createdAt, activeSince()),
        extra,
      ),
    )
    .orderBy(desc(alerts.createdAt))
    .limit(10)
    .then((rows) => rows.map((r) => r.alert));
}

/** Active alerts of one barangay, newest first (the map popup). */
export function activeAlertsOfBarangay(db: Db, barangayId: string): Promise<AlertRow[]> {
  return activeAlertsOf(db, barangayId);
}

/** Active alerts of a resident's home barangay that the resident has not dismissed. */
export function activeAlertsForResident(db: Db, accountId: string, barangayId: string) {
  return activeAlertsOf(
    db,
    barangayId,
    notExists(
      db
        .select({ one: sql`1` })
        .from(alertDismissals)
        .where(and(eq(alertDismissals.alertId, alerts.id), eq(alertDismissals.accountId, accountId))),
    ),
  );
}

export async function dismissAlert(db: Db, alertId: string, accountId: string): Promise<void> {
  await db.insert(alertDismissals).values({ alertId, accountId }).onConflictDoNothing();
}

/** node-postgres answers `execute` with {rows}; PGlite too, but drizzle's types differ per driver. */
const resultRows = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
