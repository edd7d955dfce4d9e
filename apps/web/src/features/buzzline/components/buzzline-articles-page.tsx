import { useT } from '../../../i18n/language-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArticleListBody, useArticleList } from './article-list';
import { BackToBuzzLine } from './section-header';
import '../../../i18n/en/buzzline';

/** /buzzline/articles: every published prevention tip. */
export function BuzzLineArticlesPage() {
  const t = useT();
  useDocumentTitle(t('buzzline.preventionTips'));
  const tips = useArticleList('tip');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <BackToBuzzLine />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('buzzline.preventionTips')}
      </h1>
      <p className="mt-3 mb-8 max-w-2xl text-slate-700">{t('buzzline.tipsIntro')}</p>
      <ArticleListBody category="tip" state={tips} />
    </div>
  );
}
