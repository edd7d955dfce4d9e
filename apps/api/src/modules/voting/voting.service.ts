import { API_MESSAGES, type VoteResult } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/request-context.ts';
import { findComment } from '../comments/comments.repository.ts';
import { requireVisiblePost } from '../posts/posts.service.ts';
import { votesSeenBy } from '../reports/reports.presenter.ts';
import type { ReportRow } from '../reports/reports.repository.ts';
import { requireVisibleReport } from '../reports/reports.service.ts';
import { applyVote, type VoteChange, type VoteTarget } from '../votes/votes.repository.ts';

/**
 * The item must exist and be visible to the voter (a pending report only to its author). A new vote also
 * needs a validated report: Pending and Rejected ones are read-only, for their author too; taking back a
 * vote stays possible (a validation undone within the hour leaves its votes). Answers the report the item
 * belongs to (itself, or a comment's report), whose anonymity shapes the voter lists; null for announcements.
 */
async function requireVotable(
  db: Db,
  target: VoteTarget,
  id: string,
  actor: Actor,
  change: VoteChange,
): Promise<ReportRow | null> {
  const requireReport = async (reportId: string) => {
    const report = await requireVisibleReport(db, reportId, actor);
    if (change.kind === 'toggle' && report.status !== 'Validated')
      throw conflict(API_MESSAGES.reportNotOpen, { code: 'REPORT_NOT_OPEN' });
    return report;
  };
  if (target === 'report') return requireReport(id);
  if (target === 'post') {
    await requireVisiblePost(db, id, actor);
    return null;
  }
  const comment = await findComment(db, id);
  if (!comment) throw notFound(API_MESSAGES.commentNotFound);
  if (comment.reportId) return requireReport(comment.reportId);
  if (comment.postId) await requireVisiblePost(db, comment.postId, actor);
  return null;
}

/**
 * POST toggles (same vote again removes it, the other one is switched); DELETE removes. The answer's lists
 * follow the same rule as every report answer (`votesSeenBy`): another resident never gets an anonymous
 * report author's id from them.
 */
export async function vote(
  db: Db,
  target: VoteTarget,
  id: string,
  actor: Actor,
  change: VoteChange,
): Promise<VoteResult> {
  const report = await requireVotable(db, target, id, actor, change);
  const stored = await applyVote(db, target, id, actor.id, change);
  const lists = report ? votesSeenBy(report, actor, stored) : stored;
  return { ...lists, upvotesCount: lists.upvotes.length, downvotesCount: lists.downvotes.length };
}
