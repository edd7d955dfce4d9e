import { TIMING } from '@dengue/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import {
  type CommentList,
  type CommentParent,
  commentsPath,
  type ListedComment,
  withCommentVotes,
  withNewComment,
} from '../model/comment-list';

export const commentsKey = (parent: CommentParent) => ['comments', parent.kind, parent.id] as const;

/**
 * The comments of a report or announcement, read again every 5 s (resident section 4) while a thread is on
 * screen; TanStack Query skips the reads while the browser tab is hidden.
 */
export const commentsQuery = (parent: CommentParent) =>
  queryOptions({
    queryKey: commentsKey(parent),
    queryFn: ({ signal }) => apiFetch<CommentList>(commentsPath(parent), { signal }),
    // While nothing could be read the thread shows 'Error loading comments' with Retry, which takes over.
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? false : TIMING.commentPollMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const storeNewComment = (client: QueryClient, parent: CommentParent, comment: ListedComment) =>
  client.setQueryData<CommentList>(commentsKey(parent), (list) =>
    withNewComment(list ?? { comments: [], total: 0 }, comment),
  );

export const storeCommentVotes = (
  client: QueryClient,
  parent: CommentParent,
  id: string,
  votes: { upvotes: string[]; downvotes: string[] },
) =>
  client.setQueryData<CommentList>(commentsKey(parent), (list) => list && withCommentVotes(list, id, votes));
