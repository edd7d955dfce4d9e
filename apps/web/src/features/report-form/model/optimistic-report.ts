import type { Pagination, Report } from '@dengue/core';
import { type DraftLocation, draftInstant, type ReportDraft } from './report-draft';

/** The author as the session knows them. */
export interface DraftAuthor {
  id: string;
  username: string;
  profilePhotoUrl?: string | null;
}

/** Ids of reports that exist only in this browser until the server answers. */
export const OPTIMISTIC_PREFIX = 'optimistic-';
export const isOptimistic = (id: string) => id.startsWith(OPTIMISTIC_PREFIX);

/**
 * The report as it will look once stored (Pending, no votes), shown at the top of My Posts while it is
 * being sent (resident section 4). `images` are the local previews.
 */
export function optimisticReport(
  draft: ReportDraft & { location: DraftLocation },
  author: DraftAuthor,
  images: string[],
  now: Date,
  id = `${OPTIMISTIC_PREFIX}${now.getTime()}`,
): Report {
  return {
    _id: id,
    user: { _id: author.id, username: author.username, profilePhotoUrl: author.profilePhotoUrl ?? null },
    isAnonymous: draft.isAnonymous,
    // The real anonymous id is chosen by the server; the author sees their own name meanwhile.
    anonymousId: null,
    displayUser: { username: author.username },
    barangay: draft.location.barangay,
    specific_location: { type: 'Point', coordinates: [draft.location.lng, draft.location.lat] },
    date_and_time: (draftInstant(draft) ?? now).toISOString(),
    report_type: draft.reportType || 'Others',
    description: draft.description.trim(),
    images,
    status: 'Pending',
    createdAt: now.toISOString(),
    upvotes: [],
    downvotes: [],
    likesCount: 0,
    commentsCount: 0,
    sharesCount: 0,
    isInCluster: false,
    cluster: null,
    exclude_from_clustering: false,
    isResolved: false,
    ...placeFields(draft.location),
  };
}

/** The place fields the stored report will answer with (address, location_approximate). */
function placeFields(location: DraftLocation) {
  return {
    address: location.typedAddress?.trim() || null,
    location_approximate: location.approximate === true,
  };
}

/** The cached shape of a paged list of reports (an infinite query's data). */
export interface ReportPages {
  pages: { posts: Report[]; pagination: Pagination }[];
  pageParams: unknown[];
}

const countBy = (page: ReportPages['pages'][number], change: number) => ({
  ...page.pagination,
  totalItems: Math.max(0, page.pagination.totalItems + change),
});

/** The list with `post` first on the first page; unchanged when nothing is cached yet. */
export function prependReport(data: ReportPages | undefined, post: Report): ReportPages | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  return { ...data, pages: [{ posts: [post, ...first.posts], pagination: countBy(first, 1) }, ...rest] };
}

/** The list with report `id` replaced by `post` (the stored report takes the optimistic one's place). */
export function replaceReport(
  data: ReportPages | undefined,
  id: string,
  post: Report,
): ReportPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.map((item) => (item._id === id ? post : item)),
    })),
  };
}

/** The list without report `id` (creation failed); counts follow. */
export function dropReport(data: ReportPages | undefined, id: string): ReportPages | undefined {
  if (!data?.pages.some((page) => page.posts.some((post) => post._id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.posts.some((post) => post._id === id)
        ? { posts: page.posts.filter((post) => post._id !== id), pagination: countBy(page, -1) }
        : page,
    ),
  };
}
