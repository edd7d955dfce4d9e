import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The three things people vote on; each has its own vote table keyed (item, account). */
export type VoteTarget = 'report' | 'post' | 'comment';
export type VoteDirection = 'up' | 'down';

const TABLES: Record<VoteTarget, { votes: string; key: string; parent: string }> = {
  report: { votes: 'report_votes', key: 'report_id', parent: 'reports' },
  post: { votes: 'admin_post_votes', key: 'post_id', parent: 'admin_posts' },
  comment: { votes: 'comment_votes', key: 'comment_id', parent: 'comments' },
};

export interface VoteLists {
  upvotes: string[];
  downvotes: string[];
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type VoteChange =
  | { kind: 'toggle'; direction: VoteDirection }
  | { kind: 'remove'; direction: VoteDirection };

/**
 * Applies one vote in one transaction. The item's row is locked first, so votes on one item run one after
 * another: a toggle always sees the previous one's result, and the counters are recounted from the vote
 * table rather than incremented, so they cannot drift. The primary key (item, account) with
 * `on conflict do update` keeps one vote per account even without the lock.
 */
export async function applyVote(
  db: Db,
  target: VoteTarget,
  itemId: string,
  accountId: string,
  change: VoteChange,
): Promise<VoteLists> {
  const t = TABLES[target];
  const votes = sql.identifier(t.votes);
  const key = sql.identifier(t.key);
  const parent = sql.identifier(t.parent);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${parent} where id = ${itemId} for update`);
    const removed = await rowsOf<{ account_id: string }>(
      tx,
      sql`delete from ${votes} where ${key} = ${itemId} and account_id = ${accountId}
          and direction = ${change.direction} returning account_id`,
    );
    if (change.kind === 'toggle' && removed.length === 0) {
      await tx.execute(sql`insert into ${votes} (${key}, account_id, direction)
        values (${itemId}, ${accountId}, ${change.direction})
        on conflict (${key}, account_id) do update set direction = excluded.direction, created_at = now()`);
    }
    await tx.execute(sql`update ${parent} set
        upvote_count = (select count(*) from ${votes} where ${key} = ${itemId} and direction = 'up'),
        downvote_count = (select count(*) from ${votes} where ${key} = ${itemId} and direction = 'down')
      where id = ${itemId}`);
    const lists = await voteListsOf(tx, target, [itemId]);
    return lists.get(itemId) ?? { upvotes: [], downvotes: [] };
  });
}

/** Voter ids per item, oldest vote first. */
export async function voteListsOf(
  db: Db,
  target: VoteTarget,
  itemIds: string[],
): Promise<Map<string, VoteLists>> {
  const result = new Map<string, VoteLists>();
  if (itemIds.length === 0) return result;
  const t = TABLES[target];
  const rows = await rowsOf<{ item_id: string; account_id: string; direction: VoteDirection }>(
    db,
    sql`select ${sql.identifier(t.key)} as item_id, account_id, direction from ${sql.identifier(t.votes)}
        where ${sql.identifier(t.key)} in ${itemIds} order by created_at, account_id`,
  );
  for (const row of rows) {
    const entry = result.get(row.item_id) ?? { upvotes: [], downvotes: [] };
    (row.direction === 'up' ? entry.upvotes : entry.downvotes).push(row.account_id);
    result.set(row.item_id, entry);
  }
  return result;
}
