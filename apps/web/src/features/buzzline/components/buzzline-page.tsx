import { useT } from '../../../i18n/language-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SECTION_CARD_LIMIT } from '../api/posts-query';
import { ArticleListBody, useArticleList } from './article-list';
import { SectionHeader } from './section-header';
import '../../../i18n/en/buzzline';

/** /buzzline: the latest news and prevention tips (up to 8 cards each) and what BuzzLine is. */
export function BuzzLinePage() {
  const t = useT();
  useDocumentTitle('BuzzLine');
  const news = useArticleList('news', SECTION_CARD_LIMIT);
  const tips = useArticleList('tip', SECTION_CARD_LIMIT);

  return (
    <div className="bg-slate-50">
      <header className="bg-brand-900 text-white" data-surface="dark">
        <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-cta">{t('buzzline.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">BuzzLine</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">{t('buzzline.intro')}</p>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6">
        <section aria-labelledby="buzzline-news">
          <SectionHeader
            id="buzzline-news"
            title={t('buzzline.latestNews')}
            viewAll={{ to: '/buzzline/updates', label: t('buzzline.viewAllNews') }}
          />
          <ArticleListBody category="news" state={news} />
        </section>

        <section aria-labelledby="buzzline-tips">
          <SectionHeader
            id="buzzline-tips"
            title={t('buzzline.preventionTips')}
            viewAll={{ to: '/buzzline/articles', label: t('buzzline.viewAllTips') }}
          />
          <ArticleListBody category="tip" state={tips} />
        </section>

        <section
          aria-labelledby="buzzline-about"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="buzzline-about" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('buzzline.whatIs')}
          </h2>
          <div className="mt-4 grid gap-4 text-slate-700 md:grid-cols-2">
            <p>{t('buzzline.whatIsNews')}</p>
            <p>{t('buzzline.whatIsTips')}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
