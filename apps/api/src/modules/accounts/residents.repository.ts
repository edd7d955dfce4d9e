import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { presentBasicProfile } from './accounts.presenter.ts';

/** Active residents by username, as basic profiles only. */
export async function listPublicResidents(db: Db, q: { search?: string; page: number; limit: number }) {
  const filters = [eq(accounts.role, 'user'), eq(accounts.status, 'active')];
  if (q.search) filters.push(ilike(accounts.username, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...filters);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: accounts.id, username: accounts.username, profilePhotoUrl: accounts.profilePhotoUrl })
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.username), asc(accounts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    users: rows.map(presentBasicProfile),
    pagination: { totalItems: total, hasMore: q.page * q.limit < total, page: q.page, limit: q.limit },
  };
}
