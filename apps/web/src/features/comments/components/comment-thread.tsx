import type { VoteResult } from '@dengue/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/language-store';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import type { SessionUser } from '../../../lib/session';
import { commentsQuery, storeCommentVotes } from '../api/comments-query';
import { type CommentParent, joinPages, type ListedComment } from '../model/comment-list';
import { CommentList } from './comment-list';
import { LoginToComment } from './login-to-comment';
import '../../../i18n/en/community';

/**
 * The comment box (its emoji picker and the comment rule's zod schema, about 30 KB compressed) loads
 * only for a resident who can comment, after the thread is on screen: visitors never download it.
 */
const CommentBox = lazyWithRetry(() => import('./comment-box').then((module) => module.CommentBox));

export interface CommentThreadProps {
  parent: CommentParent;
  user: SessionUser | null;
  heading: string;
  renderVotes?: (comment: ListedComment, onResult: (result: VoteResult) => void) => ReactNode;
  onTotalChange?: (total: number) => void;
}

/**
 * The comments of a report or announcement (resident sections 2 and 4): the box for residents, 'Log in to
 * comment' for visitors (staff only read), then the count and the list, read again every 5 s while shown.
 */
export function CommentThread({ parent, user, heading, renderVotes, onTotalChange }: CommentThreadProps) {
  const t = useT();
  const client = useQueryClient();
  const query = useInfiniteQuery({ ...commentsQuery(parent), select: (pages) => joinPages(pages.pages) });
  const { data, isPending, isError, refetch, isRefetching } = query;
  const headingId = useId();
  const total = data?.total;

  useEffect(() => {
    if (total !== undefined) onTotalChange?.(total);
  }, [total, onTotalChange]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {heading}
        </h3>
        {data && (
          <p className="text-sm text-slate-600">
            {t(data.total === 1 ? 'comments.countOne' : 'comments.countOther', { count: data.total })}
          </p>
        )}
      </div>
      {user?.role === 'user' ? (
        <Suspense fallback={<div className="min-h-24" />}>
          <CommentBox parent={parent} />
        </Suspense>
      ) : user ? null : (
        <LoginToComment />
      )}
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('comments.loading')}
        </p>
      ) : isError && !data ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          <span>{t('comments.errorLoading')}</span>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isRefetching}
            className="min-h-9 rounded-full border border-red-300 px-3 font-semibold text-red-800 hover:bg-red-50"
          >
            {t('comments.retry')}
          </button>
        </div>
      ) : data.comments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('comments.noComments')}</p>
      ) : (
        <>
          <CommentList
            comments={data.comments}
            renderVotes={renderVotes}
            onVoteResult={(id, result) => storeCommentVotes(client, parent, id, result)}
          />
          {query.hasNextPage && (
            <button
              type="button"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className="min-h-9 self-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {query.isFetchingNextPage ? t('comments.loadingMore') : t('comments.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
