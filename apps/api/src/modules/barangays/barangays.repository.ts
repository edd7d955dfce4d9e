import { and, asc, between, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  barangays,
  interventions,
  reportImages,
  reports,
  reportVotes,
} from '../../db/schema/index.ts';

export type BarangayListRow = Pick<typeof barangays.$inferSelect, 'id' | 'name' | 'displayName'>;

export async function listBarangays(db: Db): Promise<BarangayListRow[]> {
  return db
    .select({ id: barangays.id, name: barangays.name, displayName: barangays.displayName })
    .from(barangays)
    .orderBy(asc(barangays.name));
}

/** Ongoing and scheduled interventions per barangay dated between `from` and `to`, archived ones left out. */
export async function interventionCounts(
  db: Db,
  from: Date,
  to: Date,
): Promise<Map<string, { ongoing: number; scheduled: number }>> {
  const rows = await db
    .select({
      barangayId: interventions.barangayId,
      ongoing: sql<number>`(count(*) filter (where ${interventions.status} = 'Ongoing'))::int`,
      scheduled: sql<number>`(count(*) filter (where ${interventions.status} = 'Scheduled'))::int`,
    })
    .from(interventions)
    .where(and(isNull(interventions.archivedAt), between(interventions.date, from, to)))
    .groupBy(interventions.barangayId);
  return new Map(rows.map((r) => [r.barangayId, { ongoing: r.ongoing, scheduled: r.scheduled }]));
}

export type RecentReportRow = typeof reports.$inferSelect & {
  authorUsername: string;
  authorPhotoUrl: string | null;
};

/** Validated reports of one barangay seen since `since`, newest first. */
export async function recentValidatedReports(
  db: Db,
  barangayId: string,
  since: Date,
  limit: number,
): Promise<RecentReportRow[]> {
  const rows = await db
    .select({ report: reports, authorUsername: accounts.username, authorPhotoUrl: accounts.profilePhotoUrl })
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.authorId))
    .where(
      and(
        eq(reports.barangayId, barangayId),
        eq(reports.status, 'Validated'),
        gte(reports.observedAt, since),
      ),
    )
    .orderBy(desc(reports.observedAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r.report,
    authorUsername: r.authorUsername,
    authorPhotoUrl: r.authorPhotoUrl,
  }));
}

export async function imagesOf(db: Db, reportIds: string[]): Promise<Map<string, string[]>> {
  const images = new Map<string, string[]>();
  if (reportIds.length === 0) return images;
  const rows = await db
    .select({ reportId: reportImages.reportId, url: reportImages.url })
    .from(reportImages)
    .where(inArray(reportImages.reportId, reportIds))
    .orderBy(asc(reportImages.position));
  for (const row of rows) images.set(row.reportId, [...(images.get(row.reportId) ?? []), row.url]);
  return images;
}

export async function votesOf(
  db: Db,
  reportIds: string[],
): Promise<Map<string, { upvotes: string[]; downvotes: string[] }>> {
  const votes = new Map<string, { upvotes: string[]; downvotes: string[] }>();
  if (reportIds.length === 0) return votes;
  const rows = await db.select().from(reportVotes).where(inArray(reportVotes.reportId, reportIds));
  for (const row of rows) {
    const entry = votes.get(row.reportId) ?? { upvotes: [], downvotes: [] };
    (row.direction === 'up' ? entry.upvotes : entry.downvotes).push(row.accountId);
    votes.set(row.reportId, entry);
  }
  return votes;
}
