import { API_MESSAGES, type CommentItem } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Actor } from '../../lib/request-context.ts';
import { requireVisiblePost } from '../posts/posts.service.ts';
import { requireVisibleReport } from '../reports/reports.service.ts';
import { voteListsOf } from '../votes/votes.repository.ts';
import {
  type CommentParent,
  type CommentRow,
  findComment,
  insertComment,
  listComments,
} from './comments.repository.ts';

/** Comments are never anonymous: the commenter's own name shows, whatever the report's setting. */
const presentComment = (row: CommentRow, votes: { upvotes: string[]; downvotes: string[] }): CommentItem => ({
  _id: row.id,
  user: { _id: row.authorId, username: row.authorUsername, profilePhotoUrl: row.authorPhotoUrl },
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  upvotes: votes.upvotes,
  downvotes: votes.downvotes,
});

async function requireParent(db: Db, parent: CommentParent, actor: Actor | undefined): Promise<void> {
  if (parent.kind === 'report') await requireVisibleReport(db, parent.id, actor);
  else await requireVisiblePost(db, parent.id, actor);
}

/** Comments are added to validated reports only: a Pending or Rejected one is read-only, for its author too. */
async function requireOpenParent(db: Db, parent: CommentParent, actor: Actor): Promise<void> {
  if (parent.kind === 'post') {
    await requireVisiblePost(db, parent.id, actor);
    return;
  }
  const report = await requireVisibleReport(db, parent.id, actor);
  if (report.status !== 'Validated') throw conflict(API_MESSAGES.reportNotOpen);
}

async function presentAll(db: Db, rows: CommentRow[]) {
  const votes = await voteListsOf(
    db,
    'comment',
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...presentComment(row, votes.get(row.id) ?? { upvotes: [], downvotes: [] }),
    upvotesCount: row.upvoteCount,
    downvotesCount: row.downvoteCount,
  }));
}

/** Newest first, with vote lists and counts. */
export async function commentsOf(db: Db, parent: CommentParent, actor: Actor | undefined) {
  await requireParent(db, parent, actor);
  const comments = await presentAll(db, await listComments(db, parent));
  return { comments, total: comments.length };
}

export async function addComment(db: Db, parent: CommentParent, content: string, actor: Actor) {
  await requireOpenParent(db, parent, actor);
  const id = await insertComment(db, parent, actor.id, content);
  const [comment] = await presentAll(db, [(await findComment(db, id))!]);
  return comment!;
}
