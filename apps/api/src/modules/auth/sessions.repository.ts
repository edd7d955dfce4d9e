import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshSessions } from '../../db/schema/index.ts';

export type SessionRow = typeof refreshSessions.$inferSelect;

export async function insertSession(db: Db, values: typeof refreshSessions.$inferInsert): Promise<void> {
  await db.insert(refreshSessions).values(values);
}

export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(refreshSessions).where(eq(refreshSessions.tokenHash, tokenHash));
  return row;
}

/** Marks a token as used; false when another request rotated or revoked it first. */
export async function markRotated(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshSessions)
    .set({ rotatedAt: new Date() })
    .where(
      and(eq(refreshSessions.id, id), isNull(refreshSessions.rotatedAt), isNull(refreshSessions.revokedAt)),
    )
    .returning({ id: refreshSessions.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

export async function revokeAllForAccount(db: Db, accountId: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshSessions.accountId, accountId), isNull(refreshSessions.revokedAt)));
}
