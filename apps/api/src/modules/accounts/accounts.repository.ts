import type { AccountStatus, Role } from '@dengue/core';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;

const notDeleted = ne(accounts.status, 'deleted');

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The live (non-deleted) account with this e-mail, case-insensitive. */
export async function findLiveAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, notDeleted));
  return row;
}

/** For login: the live account with this e-mail, else the most recently deleted one (refused as disabled). */
export async function findLoginAccount(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .orderBy(sql`${accounts.status} = 'deleted'`, desc(accounts.createdAt))
    .limit(1);
  return row;
}

export async function insertAccount(db: Db, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

export async function updateAccount(
  db: Db,
  id: string,
  values: Partial<typeof accounts.$inferInsert>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return row;
}

/**
 * Updates only while the status is still `expectedStatus`, so two superadmins acting at once cannot
 * bring a deleted account back or undo each other silently. Undefined when the status had changed.
 */
export async function updateAccountIfStatus(
  db: Db,
  id: string,
  expectedStatus: AccountStatus,
  values: Partial<typeof accounts.$inferInsert>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(accounts.id, id), eq(accounts.status, expectedStatus)))
    .returning();
  return row;
}

export interface AccountListQuery {
  roles: Role[];
  archived: boolean;
  status?: AccountStatus;
  search?: string;
  page: number;
  limit: number;
  sortOrder: 'asc' | 'desc';
}

export async function listAccounts(
  db: Db,
  q: AccountListQuery,
): Promise<{ rows: AccountRow[]; total: number }> {
  const filters: SQL[] = [inArray(accounts.role, q.roles)];
  filters.push(q.archived ? eq(accounts.status, 'deleted') : notDeleted);
  // Residents waiting for their code are 'unverified', admins 'pending': the Pending filter means both.
  if (q.status === 'pending') filters.push(inArray(accounts.status, ['pending', 'unverified']));
  else if (q.status) filters.push(eq(accounts.status, q.status));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(accounts.username, pattern), ilike(accounts.email, pattern))!);
  }
  const where = and(...filters);
  const order = q.sortOrder === 'asc' ? asc(accounts.createdAt) : desc(accounts.createdAt);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(order, asc(accounts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Counts per status for the stat cards, over the same roles, deleted excluded. */
export async function countAccountsByStatus(db: Db, roles: Role[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: accounts.status, n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(inArray(accounts.role, roles), notDeleted))
    .groupBy(accounts.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
