import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArticleListBody, useArticleList } from './article-list';
import { BackToBuzzLine } from './section-header';

/** /buzzline/articles: every published prevention tip. */
export function BuzzLineArticlesPage() {
  useDocumentTitle('Prevention Tips');
  const tips = useArticleList('tip');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <BackToBuzzLine />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Prevention Tips</h1>
      <p className="mt-3 mb-8 max-w-2xl text-slate-700">
        Practical advice from the city epidemiology and surveillance division to keep dengue out of your home
        and barangay.
      </p>
      <ArticleListBody category="tip" state={tips} />
    </div>
  );
}
