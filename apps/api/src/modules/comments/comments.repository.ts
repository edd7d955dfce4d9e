import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, adminPosts, comments, reports } from '../../db/schema/index.ts';

export type CommentParent = { kind: 'report'; id: string } | { kind: 'post'; id: string };

export type CommentRow = typeof comments.$inferSelect & {
  authorUsername: string;
  authorPhotoUrl: string | null;
};

const parentColumn = (parent: CommentParent) =>
  parent.kind === 'report' ? comments.reportId : comments.postId;

/** Comments joined to their authors' names and photos, as every read shows them. */
const selectWithAuthor = (db: Db) =>
  db
    .select({
      comment: comments,
      authorUsername: accounts.username,
      authorPhotoUrl: accounts.profilePhotoUrl,
    })
    .from(comments)
    .innerJoin(accounts, eq(accounts.id, comments.authorId));

const withAuthor = ({
  comment,
  ...author
}: { comment: typeof comments.$inferSelect } & Pick<
  CommentRow,
  'authorUsername' | 'authorPhotoUrl'
>): CommentRow => ({ ...comment, ...author });

/**
 * One page, newest first; the id breaks ties so the order is stable between polls. `before` is the id of the
 * last comment already shown (a keyset cursor: comments added meanwhile do not shift the older pages).
 */
export async function listComments(
  db: Db,
  parent: CommentParent,
  page: { limit: number; before?: string },
): Promise<CommentRow[]> {
  const older = page.before
    ? sql`(${comments.createdAt}, ${comments.id}) < (select c.created_at, c.id from ${comments} c where c.id = ${page.before})`
    : undefined;
  const rows = await selectWithAuthor(db)
    .where(and(eq(parentColumn(parent), parent.id), older))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit);
  return rows.map(withAuthor);
}

/** How many comments the parent has in all. */
export async function countComments(db: Db, parent: CommentParent): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(eq(parentColumn(parent), parent.id));
  return row?.n ?? 0;
}

/** Stores the comment and recounts the parent's comment counter in the same transaction. */
export async function insertComment(
  db: Db,
  parent: CommentParent,
  authorId: string,
  content: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        authorId,
        content,
        reportId: parent.kind === 'report' ? parent.id : null,
        postId: parent.kind === 'post' ? parent.id : null,
      })
      .returning({ id: comments.id });
    const count = sql`(select count(*) from ${comments} where ${parentColumn(parent)} = ${parent.id})`;
    if (parent.kind === 'report') {
      await tx.update(reports).set({ commentCount: count }).where(eq(reports.id, parent.id));
    } else {
      await tx.update(adminPosts).set({ commentCount: count }).where(eq(adminPosts.id, parent.id));
    }
    return row!.id;
  });
}

export async function findComment(db: Db, id: string): Promise<CommentRow | undefined> {
  const [row] = await selectWithAuthor(db).where(eq(comments.id, id));
  return row ? withAuthor(row) : undefined;
}
