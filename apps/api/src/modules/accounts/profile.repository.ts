import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays, reportImages, reports } from '../../db/schema/index.ts';

export interface ProfileReportFilter {
  authorId: string;
  /** Other people see only validated, non-anonymous reports: an anonymous report must not lead to its author. */
  publicOnly: boolean;
}

const filterOf = (f: ProfileReportFilter) =>
  f.publicOnly
    ? and(eq(reports.authorId, f.authorId), eq(reports.status, 'Validated'), eq(reports.isAnonymous, false))
    : eq(reports.authorId, f.authorId);

export async function countReportsByStatus(db: Db, f: ProfileReportFilter) {
  const rows = await db
    .select({
      status: reports.status,
      n: sql<number>`count(*)::int`,
      upvotes: sql<number>`coalesce(sum(${reports.upvoteCount}), 0)::int`,
    })
    .from(reports)
    .where(filterOf(f))
    .groupBy(reports.status);
  return rows;
}

/** The newest reports of the author (up to `limit`), for the profile's My Reports tabs. */
export async function recentReports(db: Db, f: ProfileReportFilter, limit: number) {
  return db
    .select({
      id: reports.id,
      status: reports.status,
      reportType: reports.reportType,
      description: reports.description,
      barangay: barangays.name,
      observedAt: reports.observedAt,
      createdAt: reports.createdAt,
      isAnonymous: reports.isAnonymous,
      upvoteCount: reports.upvoteCount,
      downvoteCount: reports.downvoteCount,
      commentCount: reports.commentCount,
    })
    .from(reports)
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .where(filterOf(f))
    .orderBy(desc(reports.createdAt))
    .limit(limit);
}

export async function imagesOfReports(db: Db, reportIds: string[]) {
  if (reportIds.length === 0) return [];
  return db
    .select({
      reportId: reportImages.reportId,
      url: reportImages.url,
      thumbnailUrl: reportImages.thumbnailUrl,
    })
    .from(reportImages)
    .where(inArray(reportImages.reportId, reportIds))
    .orderBy(reportImages.reportId, reportImages.position);
}
