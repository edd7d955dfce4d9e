import type { Report } from '@dengue/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { searchQuery } from '../api/search-query';
import type { SearchCriteria } from '../model/search-params';
import '../../../i18n/en/community';

export type RenderPost = (post: Report, user: SessionUser | null) => ReactNode;

/**
 * The results of one search, 10 at a time: when the last card scrolls into view and the server said hasMore,
 * the next page loads (resident section 2, Search).
 */
export function SearchResults({
  criteria,
  user,
  renderPost,
}: {
  criteria: SearchCriteria;
  user: SessionUser | null;
  renderPost: RenderPost;
}) {
  const t = useT();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useInfiniteQuery(searchQuery(criteria, user?.id ?? 'guest'));
  const lastCard = useRef<HTMLLIElement>(null);
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];

  useEffect(() => {
    const target = lastCard.current;
    if (!target || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-slate-600">
        <Spinner /> {t('feed.loadingPosts')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex items-center gap-3 py-8 text-red-700">
        <span>{t('feed.errorLoadingPosts')}</span>
        <button
          type="button"
          onClick={() => void refetch()}
          className="min-h-10 rounded-full border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50"
        >
          {t('search.retry')}
        </button>
      </div>
    );
  }
  const total = data.pages.at(-1)?.pagination.totalItems ?? posts.length;
  return (
    <div>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {posts.length === 0 ? t('feed.noSearchCriteriaMatches') : t('feed.foundResults', { count: total })}
      </p>
      <ul className="flex flex-col gap-4">
        {posts.map((post, index) => (
          <li key={post._id} ref={index === posts.length - 1 ? lastCard : undefined}>
            {renderPost(post, user)}
          </li>
        ))}
      </ul>
      {isFetchingNextPage && (
        <p role="status" className="mt-4 flex items-center justify-center gap-2 text-slate-600">
          <Spinner /> {t('feed.loadingPosts')}
        </p>
      )}
    </div>
  );
}
