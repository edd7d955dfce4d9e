import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, alerts, pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One row per browser: subscribing again from the same browser (same endpoint) moves it to this account. */
export async function upsertSubscription(
  db: Db,
  values: { accountId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        accountId: values.accountId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
      },
    });
}

export async function deleteSubscription(db: Db, accountId: string, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function countSubscriptions(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.accountId, accountId));
  return row?.n ?? 0;
}

/** Devices of the active residents of the barangays, in pages by id so a large city never sits in memory. */
export async function subscriptionsOfResidents(
  db: Db,
  barangayIds: string[],
  after: string | null,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select({ sub: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(accounts, eq(accounts.id, pushSubscriptions.accountId))
    .where(
      and(
        eq(accounts.role, 'user'),
        eq(accounts.status, 'active'),
        inArray(accounts.homeBarangayId, barangayIds),
        after ? sql`${pushSubscriptions.id} > ${after}` : undefined,
      ),
    )
    .orderBy(pushSubscriptions.id)
    .limit(limit)
    .then((rows) => rows.map((r) => r.sub));
}

export async function removeSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markDelivered(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(inArray(pushSubscriptions.id, ids));
}

/** The alert's push counters grow page by page while the fan-out runs. */
export async function recordPushOutcome(
  db: Db,
  alertId: string,
  outcome: { attempted: number; delivered: number },
): Promise<void> {
  await db
    .update(alerts)
    .set({
      pushAttemptedCount: sql`${alerts.pushAttemptedCount} + ${outcome.attempted}`,
      pushDeliveredCount: sql`${alerts.pushDeliveredCount} + ${outcome.delivered}`,
    })
    .where(eq(alerts.id, alertId));
}
