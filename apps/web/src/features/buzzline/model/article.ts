import { type AdminPost, findSampleArticle, type PostCategory, type SampleArticle } from '@dengue/core';

/** What the BuzzLine screens show of a post or of a built-in sample article. */
export interface Article {
  id: string;
  title: string;
  content: string;
  category: PostCategory;
  status: 'active' | 'archived';
  publishDate: string;
  images: string[];
}

export const EXCERPT_LENGTH = 160;

export function articleFromSample(sample: SampleArticle): Article {
  return {
    id: sample.id,
    title: sample.title,
    content: sample.content,
    category: sample.category,
    status: 'active',
    publishDate: sample.publishDate,
    images: [],
  };
}

export function articleFromPost(post: AdminPost): Article {
  return {
    id: post._id,
    title: post.title,
    content: post.content,
    category: post.category,
    status: post.status === 'archived' ? 'archived' : 'active',
    publishDate: post.publishDate,
    images: post.images,
  };
}

/** The built-in article for ids '1' to '4' (answered without a server call), otherwise undefined. */
export function sampleArticleFor(id: string | undefined): Article | undefined {
  if (!id) return undefined;
  const sample = findSampleArticle(id.trim());
  return sample ? articleFromSample(sample) : undefined;
}

/**
 * Paragraphs of an article body: split on blank lines (a line holding only spaces counts as blank),
 * trimmed, empty pieces dropped. Single line breaks stay inside their paragraph. Plain text only:
 * the screens render each paragraph as text, never as HTML.
 */
export function splitParagraphs(content: string | null | undefined): string[] {
  if (!content) return [];
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The opening of an article for a card: whitespace collapsed, cut at a word boundary with an ellipsis. */
export function excerptOf(content: string | null | undefined, max = EXCERPT_LENGTH): string {
  const text = splitParagraphs(content).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Built-in articles of one category, newest first, for when the server cannot be reached. */
export function sampleArticlesOf(category: 'news' | 'tip', samples: readonly SampleArticle[]): Article[] {
  return samples
    .filter((sample) => sample.category === category)
    .map(articleFromSample)
    .sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate));
}

/** A missing article: 'Article not found' for both a 404 and an archived post (resident section 2). */
export function isShowable(article: Article | undefined): article is Article {
  return article !== undefined && article.status !== 'archived';
}
