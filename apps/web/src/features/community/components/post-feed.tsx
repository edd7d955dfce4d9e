import { keepPreviousData, onlineManager, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { feedQuery } from '../api/feed-query';
import { useVoteCacheSync } from '../hooks/use-vote-cache';
import type { FeedTab } from '../model/feed-tabs';
import { PostCard } from './post-card';
import '../../../i18n/en/community';

/**
 * The validated posts of one tab, 10 a page; more load as the end scrolls into view or on 'Load more'.
 * `search` (the search box's text) narrows them.
 */
export function PostFeed({
  tab,
  user,
  search = '',
}: {
  tab: FeedTab;
  user: SessionUser | null;
  search?: string;
}) {
  const t = useT();
  const { data, isPending, isError, fetchStatus, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useInfiniteQuery({
      ...feedQuery(tab, user?.id ?? 'guest', search),
      // While the text changes, the last list stays on screen until the narrower one arrives.
      placeholderData: keepPreviousData,
    });
  const sentinel = useRef<HTMLDivElement>(null);
  useVoteCacheSync(user);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Offline with no saved copy (the list was never loaded on this phone): the query waits for the
  // connection, and a spinner would promise something that cannot come.
  if ((isPending && fetchStatus === 'paused') || (isError && !onlineManager.isOnline())) {
    return (
      <p role="status" className="py-8 text-slate-600">
        {t('feed.notSavedOffline')}
      </p>
    );
  }
  if (isPending) {
    // A screen's height kept free for the posts: what follows the feed (the announcement panel below it on a
    // phone, the footer) is already off screen, so the arriving posts do not shove it (layout shift).
    return (
      <p role="status" className="flex min-h-svh items-start gap-2 py-8 text-slate-600">
        <Spinner /> {t('feed.loadingPosts')}
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="py-8 text-red-700">
        {t('feed.errorLoadingPosts')}
      </p>
    );
  }
  const posts = data.pages.flatMap((page) => page.posts);
  const total = data.pages.at(-1)?.pagination.totalItems ?? posts.length;
  if (posts.length === 0) {
    return (
      <p className="py-8 text-slate-600">
        {search
          ? t('feed.noSearchMatches')
          : tab === 'myPosts'
            ? t('feed.noOwnPosts')
            : t('feed.noValidatedPosts')}
      </p>
    );
  }
  return (
    <div>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {t('feed.foundResults', { count: total })}
      </p>
      <ul className="flex flex-col gap-4">
        {posts.map((post, index) => (
          <li key={post._id}>
            <PostCard post={post} user={user} eager={index === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {isFetchingNextPage && <Spinner />}
            {isFetchingNextPage ? t('feed.loadingPosts') : t('community.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
