import type { CommentItem } from '@dengue/core';

/** What to fetch and post for: a report (reports/{id}/comments) or an announcement (comments/{postId}). */
export interface CommentParent {
  kind: 'report' | 'post';
  id: string;
}

export type ListedComment = CommentItem & { upvotesCount: number; downvotesCount: number };

/** GET reports/{id}/comments and comments/{postId}: newest first. */
export interface CommentList {
  comments: ListedComment[];
  total: number;
}

export const commentsPath = (parent: CommentParent) =>
  parent.kind === 'report'
    ? `reports/${encodeURIComponent(parent.id)}/comments`
    : `comments/${encodeURIComponent(parent.id)}`;

/** The list with a comment the server just stored, at the top (newest first), counted once. */
export function withNewComment(list: CommentList, comment: ListedComment): CommentList {
  if (list.comments.some((item) => item._id === comment._id)) return list;
  return { comments: [comment, ...list.comments], total: list.total + 1 };
}

/** The list with the server's answer to a vote on one comment. */
export function withCommentVotes(
  list: CommentList,
  id: string,
  votes: { upvotes: string[]; downvotes: string[] },
): CommentList {
  return {
    ...list,
    comments: list.comments.map((item) =>
      item._id === id
        ? {
            ...item,
            upvotes: votes.upvotes,
            downvotes: votes.downvotes,
            upvotesCount: votes.upvotes.length,
            downvotesCount: votes.downvotes.length,
          }
        : item,
    ),
  };
}

/** 'No comments yet', '1 comment', '12 comments'. */
export const commentCountText = (total: number) => `${total} ${total === 1 ? 'comment' : 'comments'}`;
