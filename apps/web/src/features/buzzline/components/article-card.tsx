import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { type Article, excerptOf } from '../model/article';
import { ArticleImage } from './article-image';

/** A BuzzLine card: picture, title (the link), long Manila date and an excerpt. */
export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  const format = useFormat();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ArticleImage src={article.images[0]} alt="" thumbnail eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <Link
            to={`/buzzline/${encodeURIComponent(article.id)}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {article.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          <time dateTime={article.publishDate}>{format.longDate(article.publishDate)}</time>
        </p>
        <p className="line-clamp-3 text-slate-700">{excerptOf(article.content)}</p>
      </div>
    </article>
  );
}
