import { SAMPLE_ARTICLES } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/ui/spinner';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/language-store';
import { articlesQuery, type BuzzCategory } from '../api/posts-query';
import { type Article, sampleArticlesOf } from '../model/article';
import { ArticleCard } from './article-card';
import '../../../i18n/en/buzzline';

export const EMPTY_TEXT: Record<BuzzCategory, MessageKey> = {
  news: 'buzzline.emptyNews',
  tip: 'buzzline.emptyTips',
};

const LOADING_TEXT: Record<BuzzCategory, MessageKey> = {
  news: 'buzzline.loadingNews',
  tip: 'buzzline.loadingTips',
};

export function ArticleGrid({ articles }: { articles: Article[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {articles.map((article, index) => (
        <li key={article.id}>
          {/* The first picture is on screen at once (often the page's largest paint): it is not deferred. */}
          <ArticleCard article={article} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export interface ArticleListState {
  articles: Article[];
  isPending: boolean;
  /** The server could not be reached: the built-in articles of the category stand in. */
  isFallback: boolean;
  retry: () => void;
}

/** The posts of one category; the built-in sample articles stand in when the request fails. */
export function useArticleList(category: BuzzCategory, limit?: number): ArticleListState {
  const query = useQuery(articlesQuery(category, limit));
  const isFallback = query.isError;
  const fallback = isFallback ? sampleArticlesOf(category, SAMPLE_ARTICLES) : [];
  const articles = query.data?.articles ?? fallback;
  return {
    articles: limit === undefined ? articles : articles.slice(0, limit),
    isPending: query.isPending,
    isFallback,
    retry: () => void query.refetch(),
  };
}

/** Loading state, the fallback notice, the empty text or the grid. */
export function ArticleListBody({ category, state }: { category: BuzzCategory; state: ArticleListState }) {
  const t = useT();
  if (state.isPending) return <PageLoading label={t(LOADING_TEXT[category])} />;
  return (
    <>
      {state.isFallback ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        >
          <span>{t('buzzline.fallback')}</span>
          <button
            type="button"
            onClick={state.retry}
            className="min-h-11 rounded-full border border-amber-700 px-4 font-semibold hover:bg-amber-100"
          >
            {t('buzzline.retry')}
          </button>
        </div>
      ) : null}
      {state.articles.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-slate-700">
          {t(EMPTY_TEXT[category])}
        </p>
      ) : (
        <ArticleGrid articles={state.articles} />
      )}
    </>
  );
}
