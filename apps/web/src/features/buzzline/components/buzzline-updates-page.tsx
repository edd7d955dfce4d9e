import { TIMING } from '@dengue/core';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CAROUSEL_SIZE } from '../api/posts-query';
import { type Article, excerptOf } from '../model/article';
import { ArticleImage } from './article-image';
import { ArticleListBody, useArticleList } from './article-list';
import { Carousel } from './carousel';
import { BackToBuzzLine } from './section-header';
import '../../../i18n/en/buzzline';

function NewsSlide({ article, first }: { article: Article; first: boolean }) {
  const format = useFormat();
  return (
    <div className="relative overflow-hidden rounded-2xl bg-brand-900" data-surface="dark">
      <ArticleImage src={article.images[0]} alt="" eager={first} className="max-h-[28rem] opacity-60" />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950 via-brand-950/85 to-transparent px-16 pt-16 pb-6 text-white sm:px-20">
        <p className="text-sm text-slate-200">
          <time dateTime={article.publishDate}>{format.longDate(article.publishDate)}</time>
        </p>
        <h2 className="mt-1 text-xl font-bold leading-snug sm:text-3xl">
          <Link to={`/buzzline/${encodeURIComponent(article.id)}`} className="hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-2 hidden text-slate-200 sm:block">{excerptOf(article.content)}</p>
      </div>
    </div>
  );
}

/** /buzzline/updates: the 5 latest news in a carousel (every 5 s), then every news post. */
export function BuzzLineUpdatesPage() {
  const t = useT();
  useDocumentTitle(t('buzzline.latestNews'));
  const news = useArticleList('news');
  const latest = news.articles.slice(0, CAROUSEL_SIZE);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <BackToBuzzLine />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('buzzline.latestNews')}
      </h1>
      <p className="mt-3 mb-8 max-w-2xl text-slate-700">{t('buzzline.updatesIntro')}</p>
      {!news.isPending && latest.length > 0 ? (
        <Carousel
          items={latest}
          label={t('buzzline.highlights')}
          itemName="slide"
          autoAdvanceMs={TIMING.carouselAdvanceMs}
          className="mb-12"
          renderSlide={(article, index) => <NewsSlide article={article} first={index === 0} />}
        />
      ) : null}
      <section aria-labelledby="all-news">
        <h2 id="all-news" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          {t('buzzline.allNews')}
        </h2>
        <ArticleListBody category="news" state={news} />
      </section>
    </div>
  );
}
