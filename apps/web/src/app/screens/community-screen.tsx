import { CommentThread } from '../../features/comments/components/comment-thread';
import { feedQuery } from '../../features/community/api/feed-query';
import { CommentThreadSlot } from '../../features/community/components/comment-thread-slot';
import { CommunityPage } from '../../features/community/components/community-page';
import { QueuedReports } from '../../features/report-form/outbox/queued-reports';
import { useCurrentUser } from '../../lib/session';

/**
 * /community with the comments feature's thread in its post cards and announcement, and the resident's
 * unsent reports above My Posts (features meet in app/).
 */
export function CommunityScreen() {
  const user = useCurrentUser();
  const queued =
    user?.role === 'user' ? (
      <QueuedReports accountId={user.id} refreshKeys={[feedQuery('myPosts', user.id).queryKey]} />
    ) : null;
  return (
    <CommentThreadSlot value={CommentThread}>
      <CommunityPage queuedReports={queued} />
    </CommentThreadSlot>
  );
}
