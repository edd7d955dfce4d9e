import { TIMING } from '@dengue/core';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
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

type CommentPages = InfiniteData<CommentList, string | null>;

/**
 * The comments of a report or announcement, a page at a time ('Load more comments' asks for the next older
 * page), read again every 5 s (resident section 4) while a thread is on screen; a refetch reads the loaded pages
 * again from the newest. TanStack Query skips the reads while the browser tab is hidden.
 */
export const commentsQuery = (parent: CommentParent) =>
  infiniteQueryOptions({
    queryKey: commentsKey(parent),
    queryFn: ({ signal, pageParam }) => apiFetch<CommentList>(commentsPath(parent, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CommentList) => last.nextCursor ?? undefined,
    // While nothing could be read the thread shows 'Error loading comments' with Retry, which takes over.
    refetchInterval: (query) =>
      query.state.status === 'error' && query.state.data === undefined ? false : TIMING.commentPollMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/** Updates the first page (the newest comments, and the total) of the cached pages. */
const onFirstPage = (pages: CommentPages | undefined, change: (page: CommentList) => CommentList) =>
  pages && pages.pages.length > 0
    ? { ...pages, pages: [change(pages.pages[0]!), ...pages.pages.slice(1)] }
    : { pages: [change({ comments: [], total: 0, nextCursor: null })], pageParams: [null] };

export const storeNewComment = (client: QueryClient, parent: CommentParent, comment: ListedComment) =>
  client.setQueryData<CommentPages>(commentsKey(parent), (pages) =>
    onFirstPage(pages, (page) => withNewComment(page, comment)),
  );

export const storeCommentVotes = (
  client: QueryClient,
  parent: CommentParent,
  id: string,
  votes: { upvotes: string[]; downvotes: string[] },
) =>
  client.setQueryData<CommentPages>(
    commentsKey(parent),
    (pages) => pages && { ...pages, pages: pages.pages.map((page) => withCommentVotes(page, id, votes)) },
  );
