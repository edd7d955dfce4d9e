import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Db,
  values: { accountId: string; kind: string; message: string; reportId: string | null },
): Promise<void> {
  await db.insert(notifications).values(values);
}

/** Withdraws the notices of a change that was undone (those created since `since`). */
export async function deleteReportNotices(
  db: Db,
  reportId: string,
  kinds: string[],
  since: Date,
): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.reportId, reportId),
        inArray(notifications.kind, kinds),
        gte(notifications.createdAt, since),
      ),
    );
}

export async function listNotifications(
  db: Db,
  accountId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const mine = eq(notifications.accountId, accountId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(mine),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks one of the account's notifications read; false when it is not theirs or does not exist. */
export async function markRead(db: Db, id: string, accountId: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, accountId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
