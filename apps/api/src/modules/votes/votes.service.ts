import { API_MESSAGES, type VoteResult } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/request-context.ts';
import { findComment } from '../comments/comments.repository.ts';
import { requireVisiblePost } from '../posts/posts.service.ts';
import { requireVisibleReport } from '../reports/reports.service.ts';
import { applyVote, type VoteChange, type VoteTarget } from './votes.repository.ts';

/**
 * The item must exist and be visible to the voter (a pending report only to its author). A new vote also
 * needs a validated report: Pending and Rejected ones are read-only, for their author too; taking back a
 * vote stays possible (a validation undone within the hour leaves its votes).
 */
async function requireVotable(
  db: Db,
  target: VoteTarget,
  id: string,
  actor: Actor,
  change: VoteChange,
): Promise<void> {
  const requireReport = async (reportId: string) => {
    const report = await requireVisibleReport(db, reportId, actor);
    if (change.kind === 'toggle' && report.status !== 'Validated') throw conflict(API_MESSAGES.reportNotOpen);
  };
  if (target === 'report') await requireReport(id);
  else if (target === 'post') await requireVisiblePost(db, id, actor);
  else {
    const comment = await findComment(db, id);
    if (!comment) throw notFound(API_MESSAGES.commentNotFound);
    if (comment.reportId) await requireReport(comment.reportId);
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
  await requireVotable(db, target, id, actor, change);
  const lists = await applyVote(db, target, id, actor.id, change);
  return { ...lists, upvotesCount: lists.upvotes.length, downvotesCount: lists.downvotes.length };
}
