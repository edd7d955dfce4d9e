import type { CommentItem } from '@dengue/core';

/** What to fetch and post for: a report (reports/{id}/comments) or an announcement (comments/{postId}). */
export interface CommentParent {
  kind: 'report' | 'post';
  id: string;
}

export type ListedComment = CommentItem & { upvotesCount: number; downvotesCount: number };

/** GET reports/{id}/comments and comments/{postId}: one page, newest first; `total` counts them all. */
export interface CommentList {
  comments: ListedComment[];
  total: number;
  /** Where the next (older) page starts; null on the last page. */
  nextCursor?: string | null;
}

/** The first page, or the page older than `before` (the previous page's `nextCursor`). */
export const commentsPath = (parent: CommentParent, before?: string | null) => {
  const base =
    parent.kind === 'report'
      ? `reports/${encodeURIComponent(parent.id)}/comments`
      : `comments/${encodeURIComponent(parent.id)}`;
  return before ? `${base}?before=${encodeURIComponent(before)}` : base;
};

/** The pages loaded so far as one list, newest first; the total comes from the newest read of page one. */
export function joinPages(pages: readonly CommentList[]): CommentList {
  const seen = new Set<string>();
  const comments = pages.flatMap((page) => page.comments).filter((c) => !seen.has(c._id) && seen.add(c._id));
  return { comments, total: pages[0]?.total ?? 0, nextCursor: pages.at(-1)?.nextCursor ?? null };
}

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
