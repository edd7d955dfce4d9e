import { CommentThread } from '../../features/comments/components/comment-thread';
import { CommentThreadSlot } from '../../features/community/components/comment-thread-slot';
import { CommunityPage } from '../../features/community/components/community-page';

/** /community with the comments feature's thread in its post cards and announcement (features meet in app/). */
export function CommunityScreen() {
  return (
    <CommentThreadSlot value={CommentThread}>
      <CommunityPage />
    </CommentThreadSlot>
  );
}
