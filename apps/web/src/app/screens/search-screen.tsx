import { CommentThread } from '../../features/comments/components/comment-thread';
import { CommentThreadSlot } from '../../features/community/components/comment-thread-slot';
import { PostCard } from '../../features/community/components/post-card';
import { SearchPage } from '../../features/search/components/search-page';

/** /search shows its results as community post cards, with votes and comments (features meet in app/). */
export function SearchScreen() {
  return (
    <CommentThreadSlot value={CommentThread}>
      <SearchPage renderPost={(post, user) => <PostCard post={post} user={user} />} />
    </CommentThreadSlot>
  );
}
