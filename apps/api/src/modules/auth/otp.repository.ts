import type { OtpPurpose } from '@dengue/core';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

export type OtpRow = typeof oneTimeCodes.$inferSelect;

/** The newest code of this purpose; only it can be used (a resend supersedes the older ones). */
export async function findLatestCode(
  db: Db,
  accountId: string,
  purpose: OtpPurpose,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

export async function insertCode(db: Db, values: typeof oneTimeCodes.$inferInsert): Promise<OtpRow> {
  const [row] = await db.insert(oneTimeCodes).values(values).returning();
  return row!;
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/**
 * Claims one attempt atomically: the row is only updated while fewer than `maxAttempts` were used and the
 * code is unconsumed and unexpired, so concurrent guesses cannot exceed the limit.
 */
export async function claimAttempt(db: Db, id: string, maxAttempts: number): Promise<number | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        lt(oneTimeCodes.attempts, maxAttempts),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.expiresAt} > now()`,
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts;
}

export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
