import { SAMPLE_ARTICLES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  articleFromPost,
  excerptOf,
  isShowable,
  sampleArticleFor,
  sampleArticlesOf,
  splitParagraphs,
} from './article';

describe('splitParagraphs', () => {
  it('splits on blank lines, trims and drops empty pieces', () => {
    expect(splitParagraphs('One.\n\nTwo.\n \t\nThree.\n\n\n\n')).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('keeps single line breaks inside a paragraph and handles Windows line endings', () => {
    expect(splitParagraphs('Line a\r\nline b\r\n\r\nNext')).toEqual(['Line a\nline b', 'Next']);
  });

  it('returns no paragraphs for empty content', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('   \n\n  ')).toEqual([]);
    expect(splitParagraphs(undefined)).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(splitParagraphs('<b>bold</b>\n\n<script>x()</script>')).toEqual([
      '<b>bold</b>',
      '<script>x()</script>',
    ]);
  });

  it('splits every sample article into several paragraphs', () => {
    for (const sample of SAMPLE_ARTICLES) expect(splitParagraphs(sample.content).length).toBeGreaterThan(2);
  });
});

describe('sampleArticleFor', () => {
  it('answers ids 1 to 4 from the built-in articles', () => {
    for (const id of ['1', '2', '3', '4']) {
      const article = sampleArticleFor(id);
      const sample = SAMPLE_ARTICLES.find((a) => a.id === id);
      expect(article).toMatchObject({ id, title: sample?.title, status: 'active', images: [] });
    }
  });

  it('knows no other id', () => {
    for (const id of [undefined, '', '0', '5', '01', 'abc', '9c0f3c1e-3b1a-4c1f-9d8e-0a1b2c3d4e5f']) {
      expect(sampleArticleFor(id)).toBeUndefined();
    }
  });
});

describe('excerptOf', () => {
  it('keeps short content whole and joins paragraphs', () => {
    expect(excerptOf('First.\n\nSecond.')).toBe('First. Second.');
  });

  it('cuts long content at a word with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const excerpt = excerptOf(text, 40);
    expect(excerpt.length).toBeLessThanOrEqual(41);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});

describe('sampleArticlesOf and isShowable', () => {
  it('lists the built-in articles of a category, newest first', () => {
    expect(sampleArticlesOf('news', SAMPLE_ARTICLES).map((a) => a.id)).toEqual(['4', '3']);
    expect(sampleArticlesOf('tip', SAMPLE_ARTICLES).map((a) => a.id)).toEqual(['2', '1']);
  });

  it('hides archived posts', () => {
    const post = {
      _id: 'p1',
      title: 'T',
      content: 'C',
      images: ['/uploads/a.jpg'],
      category: 'news' as const,
      status: 'archived' as const,
      publishDate: '2026-01-01T00:00:00.000Z',
      commentsCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      upvotes: [],
      downvotes: [],
    };
    expect(isShowable(articleFromPost(post))).toBe(false);
    expect(isShowable(articleFromPost({ ...post, status: 'active' }))).toBe(true);
    expect(isShowable(undefined)).toBe(false);
  });
});
