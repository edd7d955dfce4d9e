import { API_MESSAGES, type VoteResult } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/request-context.ts';
import { findComment } from '../comments/comments.repository.ts';
import { requireVisiblePost } from '../posts/posts.service.ts';
import { requireVisibleReport } from '../reports/reports.service.ts';
import { applyVote, type VoteChange, type VoteTarget } from './votes.repository.ts';

/** The item must exist and be visible to the voter (a pending report only to its author). */
async function requireVotable(db: Db, target: VoteTarget, id: string, actor: Actor): Promise<void> {
  if (target === 'report') await requireVisibleReport(db, id, actor);
  else if (target === 'post') await requireVisiblePost(db, id, actor);
  else {
    const comment = await findComment(db, id);
    if (!comment) throw notFound(API_MESSAGES.commentNotFound);
    if (comment.reportId) await requireVisibleReport(db, comment.reportId, actor);
    else if (comment.postId) await requireVisiblePost(db, comment.postId, actor);
  }
}

/** POST toggles (same vote again removes it, the other one is switched); DELETE removes. */
export async function vote(
  db: Db,
  target: VoteTarget,
  id: string,
  actor: Actor,
  change: VoteChange,
): Promise<VoteResult> {
  await requireVotable(db, target, id, actor);
  const lists = await applyVote(db, target, id, actor.id, change);
  return { ...lists, upvotesCount: lists.upvotes.length, downvotesCount: lists.downvotes.length };
}
