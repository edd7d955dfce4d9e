import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { articleQuery, isMissingPost } from '../api/posts-query';
import { type Article, isShowable, sampleArticleFor, splitParagraphs } from '../model/article';
import { ArticleImage } from './article-image';
import { Carousel } from './carousel';
import { BackToBuzzLine } from './section-header';
import '../../../i18n/en/buzzline';

const CATEGORY_LABEL = {
  news: 'article.category.news',
  tip: 'article.category.tip',
  announcement: 'article.category.announcement',
} as const satisfies Record<Article['category'], string>;

/** Back in the page's history when there is somewhere to go back to, otherwise to /buzzline. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/buzzline');
  };
}

function ArticleNotFound() {
  const t = useT();
  useDocumentTitle(t('article.notFound'));
  const goBack = useGoBack();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('article.notFound')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('article.notFoundBody')}</p>
      <button
        type="button"
        onClick={goBack}
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-full bg-cta px-6 font-semibold text-slate-900 shadow-sm hover:bg-cta-hover"
      >
        {t('article.goBack')}
      </button>
    </section>
  );
}

function ArticleLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  useDocumentTitle(t('article.title'));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('article.loadFailed')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('article.loadFailedBody')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center rounded-full bg-cta px-6 font-semibold text-slate-900 shadow-sm hover:bg-cta-hover"
        >
          {t('buzzline.retry')}
        </button>
        <BackToBuzzLine />
      </div>
    </section>
  );
}

function ArticlePictures({ article }: { article: Article }) {
  const t = useT();
  const { images, title } = article;
  if (images.length > 1) {
    return (
      <Carousel
        items={images}
        label={t('article.imagesOf', { title })}
        itemName="image"
        renderSlide={(src, index) => (
          <ArticleImage
            src={src}
            alt={t('article.imageAlt', { n: index + 1, count: images.length, title })}
            eager={index === 0}
            className="rounded-2xl"
          />
        )}
      />
    );
  }
  return <ArticleImage src={images[0]} alt={images[0] ? title : ''} eager className="rounded-2xl" />;
}

export function ArticleView({ article }: { article: Article }) {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(article.title);
  return (
    <article className="pb-16">
      <header className="bg-brand-900 text-white" data-surface="dark">
        <div className="mx-auto w-full max-w-3xl px-4 pt-10 pb-12 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-cta">
            {t(CATEGORY_LABEL[article.category])}
          </p>
          <h1 className="mt-2 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-3 text-slate-200">
            <time dateTime={article.publishDate}>{format.longDate(article.publishDate)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <div className="-mt-6">
          <ArticlePictures article={article} />
        </div>
        <div className="mt-8 flex flex-col gap-5 text-lg leading-relaxed text-slate-800">
          {splitParagraphs(article.content).map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="mt-10">
          <BackToBuzzLine />
        </div>
      </div>
    </article>
  );
}

/** /buzzline/:id. Ids 1 to 4 are the built-in articles, answered without a server call. */
export function ArticlePage() {
  const t = useT();
  const { id = '' } = useParams();
  const sample = sampleArticleFor(id);
  const query = useQuery({ ...articleQuery(id), enabled: !sample && id !== '' });

  if (sample) return <ArticleView article={sample} />;
  if (id === '' || (query.isError && isMissingPost(query.error))) return <ArticleNotFound />;
  if (query.isError) return <ArticleLoadFailed onRetry={() => void query.refetch()} />;
  if (query.isPending) return <PageLoading label={t('article.loading')} />;
  return isShowable(query.data) ? <ArticleView article={query.data} /> : <ArticleNotFound />;
}
