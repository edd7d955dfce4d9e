import type { SessionUser } from '../../../lib/session';
import type { CommentThreadProps } from './comment-thread-slot';
import { VoteButtons } from './vote-buttons';

/** Vote buttons for the comments of a thread (comments/{id}/upvote and downvote). */
export const commentVotes =
  (user: SessionUser | null): NonNullable<CommentThreadProps['renderVotes']> =>
  (comment, onResult) => (
    <VoteButtons
      target="comments"
      id={comment._id}
      lists={comment}
      user={user}
      onResult={onResult}
      size="sm"
    />
  );
