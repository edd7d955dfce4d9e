import type { PostCategory, PostStatus } from '@dengue/core';
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminPostImages, adminPosts } from '../../db/schema/index.ts';
import { imageRows, type StoredImage } from '../../lib/images.ts';

export type AdminPostRow = typeof adminPosts.$inferSelect;

/** What residents and visitors may see: active, not archived, and already published. */
const publicPost = (now: Date): SQL =>
  and(eq(adminPosts.status, 'active'), isNull(adminPosts.archivedAt), lte(adminPosts.publishDate, now))!;

export async function listPosts(
  db: Db,
  options: {
    category?: PostCategory;
    includeHidden: boolean;
    status?: PostStatus;
    limit: number;
    offset: number;
    now: Date;
  },
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const where = and(
    options.includeHidden ? undefined : publicPost(options.now),
    options.status ? eq(adminPosts.status, options.status) : undefined,
    options.category ? eq(adminPosts.category, options.category) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminPosts)
      .where(where)
      .orderBy(desc(adminPosts.publishDate), desc(adminPosts.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(adminPosts).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findPost(
  db: Db,
  id: string,
  options: { includeHidden: boolean; now: Date },
): Promise<AdminPostRow | undefined> {
  const [row] = await db
    .select()
    .from(adminPosts)
    .where(and(eq(adminPosts.id, id), options.includeHidden ? undefined : publicPost(options.now)));
  return row;
}

export async function postImageUrlsOf(db: Db, postIds: string[]): Promise<Map<string, string[]>> {
  const images = new Map<string, string[]>();
  if (postIds.length === 0) return images;
  const rows = await db
    .select({ postId: adminPostImages.postId, url: adminPostImages.url })
    .from(adminPostImages)
    .where(inArray(adminPostImages.postId, postIds))
    .orderBy(asc(adminPostImages.position));
  for (const row of rows) images.set(row.postId, [...(images.get(row.postId) ?? []), row.url]);
  return images;
}

export type NewAdminPost = Pick<
  typeof adminPosts.$inferInsert,
  'authorId' | 'title' | 'content' | 'category' | 'publishDate'
>;

/** The post and its images; call it inside the transaction that also writes the audit row. */
export async function insertPost(db: Db, values: NewAdminPost, images: StoredImage[]): Promise<string> {
  const [row] = await db.insert(adminPosts).values(values).returning({ id: adminPosts.id });
  const postId = row!.id;
  await db.insert(adminPostImages).values(imageRows({ postId }, images));
  return postId;
}

/** Edits an active post; false when it was archived meanwhile. */
export async function updatePost(
  db: Db,
  id: string,
  values: Pick<typeof adminPosts.$inferInsert, 'title' | 'content' | 'category' | 'publishDate'>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminPosts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(adminPosts.id, id), eq(adminPosts.status, 'active')))
    .returning({ id: adminPosts.id });
  return rows.length > 0;
}

/** Archives an active post; false when it was already archived (the condition decides, not a prior read). */
export async function archivePost(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminPosts)
    .set({ status: 'archived', archivedAt: now, updatedAt: now })
    .where(and(eq(adminPosts.id, id), eq(adminPosts.status, 'active')))
    .returning({ id: adminPosts.id });
  return rows.length > 0;
}
