import {
  type AdminPost,
  API_MESSAGES,
  buildPagination,
  isIdParam,
  type PostCategory,
  type PostStatus,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import { voteListsOf } from '../votes/votes.repository.ts';
import { type AdminPostRow, findPost, listPosts, postImageUrlsOf } from './posts.repository.ts';

const presentPost = (
  row: AdminPostRow,
  images: string[],
  votes: { upvotes: string[]; downvotes: string[] },
): AdminPost => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  images,
  category: row.category,
  status: row.status,
  publishDate: row.publishDate.toISOString(),
  commentsCount: row.commentCount,
  createdAt: row.createdAt.toISOString(),
  upvotes: votes.upvotes,
  downvotes: votes.downvotes,
});

async function presentAll(db: Db, rows: AdminPostRow[]): Promise<AdminPost[]> {
  const ids = rows.map((r) => r.id);
  const [images, votes] = await Promise.all([postImageUrlsOf(db, ids), voteListsOf(db, 'post', ids)]);
  return rows.map((row) =>
    presentPost(row, images.get(row.id) ?? [], votes.get(row.id) ?? { upvotes: [], downvotes: [] }),
  );
}

/** Newest publish date first. Residents and visitors see published, active posts only. */
export async function listAdminPosts(
  db: Db,
  query: { category?: PostCategory; status?: PostStatus; page: number; limit: number },
  actor: Actor | undefined,
) {
  const { rows, total } = await listPosts(db, {
    category: query.category,
    includeHidden: can(actor, 'post', 'viewHidden'),
    status: can(actor, 'post', 'viewHidden') ? query.status : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    now: new Date(),
  });
  return { posts: await presentAll(db, rows), pagination: buildPagination(total, query.page, query.limit) };
}

export async function getAdminPost(db: Db, id: string, actor: Actor | undefined): Promise<AdminPost> {
  if (!isIdParam(id)) throw notFound(API_MESSAGES.postNotFound);
  const row = await findPost(db, id, { includeHidden: can(actor, 'post', 'viewHidden'), now: new Date() });
  if (!row) throw notFound(API_MESSAGES.postNotFound);
  const [post] = await presentAll(db, [row]);
  return post!;
}

/** A post people may read, vote on and comment on (404 'Post not found' otherwise). */
export async function requireVisiblePost(
  db: Db,
  id: string,
  actor: Actor | undefined,
): Promise<AdminPostRow> {
  const row = await findPost(db, id, { includeHidden: can(actor, 'post', 'viewHidden'), now: new Date() });
  if (!row) throw notFound(API_MESSAGES.postNotFound);
  return row;
}
