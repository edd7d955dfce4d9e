import type { AdminPost, Report, VoteResult } from '@dengue/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../lib/session';
import { storeAnnouncementVotes, storeReportVotes } from '../api/report-cache';
import { recordVoteLists } from '../hooks/use-vote-cache';
import { VoteButtons } from './vote-buttons';

/** Votes on a report: the answer reaches every list showing it and the local vote cache. */
export function ReportVotes({ post, user }: { post: Report; user: SessionUser | null }) {
  const client = useQueryClient();
  const onResult = (result: VoteResult) => {
    storeReportVotes(client, post._id, result);
    if (user) recordVoteLists(user.id, 'reports', post._id, result);
  };
  return <VoteButtons target="reports" id={post._id} lists={post} user={user} onResult={onResult} />;
}

/** Votes on an announcement (adminposts/{id}/upvote and downvote). */
export function AnnouncementVotes({ post, user }: { post: AdminPost; user: SessionUser | null }) {
  const client = useQueryClient();
  const onResult = (result: VoteResult) => {
    storeAnnouncementVotes(client, post._id, result);
    if (user) recordVoteLists(user.id, 'adminposts', post._id, result);
  };
  return <VoteButtons target="adminposts" id={post._id} lists={post} user={user} onResult={onResult} />;
}
