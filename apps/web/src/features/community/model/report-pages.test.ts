import type { Report } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel';
import { isReportPages, type ReportPages, removeReportFrom, updateReportIn } from './report-pages';

const post = (id: string) => ({ _id: id, upvotes: [], downvotes: [], commentsCount: 0 }) as unknown as Report;
const pages = (...ids: string[][]): ReportPages => ({
  pages: ids.map((group, index) => ({
    posts: group.map(post),
    pagination: { totalItems: 3, hasMore: index < ids.length - 1, page: index + 1, limit: 2 },
  })),
  pageParams: ids.map((_, index) => index + 1),
});

describe('cached report pages', () => {
  it('recognises infinite lists of reports and nothing else', () => {
    expect(isReportPages(pages(['a']))).toBe(true);
    expect(isReportPages(null)).toBe(false);
    expect(isReportPages({ comments: [], total: 0 })).toBe(false);
    expect(isReportPages({ pages: [{ users: [] }] })).toBe(false);
  });

  it('changes one report wherever it is, and leaves other lists untouched', () => {
    const data = pages(['a', 'b'], ['c']);
    const changed = updateReportIn(data, 'c', (p) => ({ ...p, commentsCount: 4 }));
    expect(changed.pages[1]!.posts[0]!.commentsCount).toBe(4);
    expect(changed.pages[0]).toEqual(data.pages[0]);
    expect(updateReportIn(data, 'zz', (p) => p)).toBe(data);
  });

  it('removes a deleted report and counts one fewer', () => {
    const removed = removeReportFrom(pages(['a', 'b'], ['c']), 'b');
    expect(removed.pages.flatMap((page) => page.posts.map((p) => p._id))).toEqual(['a', 'c']);
    expect(removed.pages.map((page) => page.pagination.totalItems)).toEqual([2, 2]);
  });
});

describe('carousel', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
