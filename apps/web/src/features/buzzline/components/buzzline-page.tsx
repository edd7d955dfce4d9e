import { useDocumentTitle } from '../../../lib/use-document-title';
import { SECTION_CARD_LIMIT } from '../api/posts-query';
import { ArticleListBody, useArticleList } from './article-list';
import { SectionHeader } from './section-header';

/** /buzzline: the latest news and prevention tips (up to 8 cards each) and what BuzzLine is. */
export function BuzzLinePage() {
  useDocumentTitle('BuzzLine');
  const news = useArticleList('news', SECTION_CARD_LIMIT);
  const tips = useArticleList('tip', SECTION_CARD_LIMIT);

  return (
    <div className="bg-slate-50">
      <header className="bg-brand-900 text-white" data-surface="dark">
        <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-cta">Dengue Watch QC</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">BuzzLine</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            Dengue news and prevention tips for Quezon City residents, straight from the people who track the
            disease.
          </p>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6">
        <section aria-labelledby="buzzline-news">
          <SectionHeader
            id="buzzline-news"
            title="Latest News"
            viewAll={{ to: '/buzzline/updates', label: 'View all latest news' }}
          />
          <ArticleListBody category="news" state={news} />
        </section>

        <section aria-labelledby="buzzline-tips">
          <SectionHeader
            id="buzzline-tips"
            title="Prevention Tips"
            viewAll={{ to: '/buzzline/articles', label: 'View all prevention tips' }}
          />
          <ArticleListBody category="tip" state={tips} />
        </section>

        <section
          aria-labelledby="buzzline-about"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="buzzline-about" className="text-2xl font-bold tracking-tight text-slate-900">
            What is BuzzLine?
          </h2>
          <div className="mt-4 grid gap-4 text-slate-700 md:grid-cols-2">
            <p>
              BuzzLine is where the Quezon City Epidemiology and Surveillance Division publishes dengue news
              and prevention tips. Updates cover case trends, outbreak alerts and city programmes such as
              clean-up drives, larvicide trapping and fogging in hotspot areas.
            </p>
            <p>
              Prevention tips explain what every household can do: search and destroy breeding sites each
              week, protect yourself from mosquito bites, and seek early consultation when a fever lasts two
              days or more. Check back often, and share what you learn with your barangay.
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}
