import { API_MESSAGES, type CommentItem } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Actor } from '../../lib/request-context.ts';
import { requireVisiblePost } from '../posts/posts.service.ts';
import type { PublicRead } from '../reports/public-reads-cache.ts';
import { type AnonymousThread, pseudonymOf, seesAuthor, votesSeenBy } from '../reports/reports.presenter.ts';
import type { ReportRow } from '../reports/reports.repository.ts';
import { requireVisibleReport } from '../reports/reports.service.ts';
import { type VoteLists, voteListsOf } from '../votes/votes.repository.ts';
import {
  type CommentParent,
  type CommentRow,
  countComments,
  findComment,
  insertComment,
  listComments,
} from './comments.repository.ts';

/**
 * A comment shows its writer, except one the author of an anonymous report wrote under that report: to anyone
 * who may not know the author (everyone but the author and staff) it shows the report's pseudonym and the
 * default avatar, exactly like the post, and no account id. Votes are listed as `votesSeenBy` says.
 */
function presentComment(
  row: CommentRow,
  votes: VoteLists,
  thread: AnonymousThread | null,
  viewer: Actor | undefined,
): CommentItem {
  const hidden = thread !== null && row.authorId === thread.authorId && !seesAuthor(thread, viewer);
  return {
    _id: row.id,
    user: hidden
      ? { _id: null, username: pseudonymOf(thread), profilePhotoUrl: null }
      : { _id: row.authorId, username: row.authorUsername, profilePhotoUrl: row.authorPhotoUrl },
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(thread ? votesSeenBy(thread, viewer, votes) : votes),
  };
}

/** The parent must be visible; a report parent is returned, since its anonymity shapes the comments. */
async function requireParent(
  db: Db,
  parent: CommentParent,
  actor: Actor | undefined,
): Promise<ReportRow | null> {
  if (parent.kind === 'report') return requireVisibleReport(db, parent.id, actor);
  await requireVisiblePost(db, parent.id, actor);
  return null;
}

/** Comments are added to validated reports only: a Pending or Rejected one is read-only, for its author too. */
async function requireOpenParent(db: Db, parent: CommentParent, actor: Actor): Promise<ReportRow | null> {
  const report = await requireParent(db, parent, actor);
  if (report && report.status !== 'Validated')
    throw conflict(API_MESSAGES.reportNotOpen, { code: 'REPORT_NOT_OPEN' });
  return report;
}

async function presentAll(
  db: Db,
  rows: CommentRow[],
  thread: AnonymousThread | null,
  viewer: Actor | undefined,
) {
  const votes = await voteListsOf(
    db,
    'comment',
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...presentComment(row, votes.get(row.id) ?? { upvotes: [], downvotes: [] }, thread, viewer),
    upvotesCount: row.upvoteCount,
    downvotesCount: row.downvoteCount,
  }));
}

/**
 * One page of comments, newest first, with vote lists and counts, the parent's true total, and the cursor of
 * the next (older) page while there is one.
 */
export async function commentsOf(
  db: Db,
  parent: CommentParent,
  actor: Actor | undefined,
  page: { limit: number; before?: string },
): Promise<
  PublicRead<{ comments: Awaited<ReturnType<typeof presentAll>>; total: number; nextCursor: string | null }>
> {
  const report = await requireParent(db, parent, actor);
  // One row more than asked tells whether an older page exists.
  const rows = await listComments(db, parent, { ...page, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const [comments, total] = await Promise.all([
    presentAll(db, shown, report, actor),
    countComments(db, parent),
  ]);
  const nextCursor = rows.length > page.limit ? shown.at(-1)!.id : null;
  // The author of an anonymous report sees their own name and votes under it, where others do not.
  const personalFor = report?.isAnonymous ? [report.authorId] : [];
  return { body: { comments, total, nextCursor }, personalFor };
}

export async function addComment(db: Db, parent: CommentParent, content: string, actor: Actor) {
  const report = await requireOpenParent(db, parent, actor);
  const id = await insertComment(db, parent, actor.id, content);
  const [comment] = await presentAll(db, [(await findComment(db, id))!], report, actor);
  return comment!;
}
