import type { Pagination, Report } from '@dengue/core';

export interface ReportPage {
  posts: Report[];
  pagination: Pagination;
}

/** The data of an infinite query of report pages (the feed tabs, search). */
export interface ReportPages {
  pages: ReportPage[];
  pageParams: unknown[];
}

/** Whether a cached query holds report pages: one change to a report then reaches every list showing it. */
export function isReportPages(data: unknown): data is ReportPages {
  if (typeof data !== 'object' || data === null) return false;
  const pages = (data as { pages?: unknown }).pages;
  return (
    Array.isArray(pages) &&
    pages.every(
      (page) =>
        typeof page === 'object' && page !== null && Array.isArray((page as { posts?: unknown }).posts),
    )
  );
}

/** The pages with `change` applied to the report `id` (the same object when it is not there). */
export function updateReportIn(data: ReportPages, id: string, change: (post: Report) => Report): ReportPages {
  if (!data.pages.some((page) => page.posts.some((post) => post._id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((post) => (post._id === id ? change(post) : post)),
    })),
  };
}

/** The pages without report `id`; the page holding it counts one item fewer. */
export function removeReportFrom(data: ReportPages, id: string): ReportPages {
  if (!data.pages.some((page) => page.posts.some((post) => post._id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      posts: page.posts.filter((post) => post._id !== id),
      pagination: { ...page.pagination, totalItems: Math.max(0, page.pagination.totalItems - 1) },
    })),
  };
}
