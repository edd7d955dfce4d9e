import { and, between, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, interventions, reports } from '../../db/schema/index.ts';
import { readVersion } from '../../lib/data-versions.ts';

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
/** How many validated reports the barangay has since `since` (the count beside the capped list). */
export async function countRecentValidatedReports(db: Db, barangayId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(
      and(
        eq(reports.barangayId, barangayId),
        eq(reports.status, 'Validated'),
        gte(reports.observedAt, since),
      ),
    );
  return row?.count ?? 0;
}

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

/**
 * What the barangay list is made of, in one short text: the map data version (triggers of migration 0005 bump
 * it on every report or barangay change), the newest analysis run, and the interventions inside the window
 * the list counts. Any change to them gives another text; the list is rebuilt only then.
 */
export function barangayListVersion(db: Db, from: Date, to: Date): Promise<string> {
  return readVersion(
    db,
    sql`
    select (select version from data_versions where name = 'map_markers')::text || '.' ||
      coalesce((select extract(epoch from max(analysed_at))::text from barangay_analyses), '-') || '.' ||
      coalesce((select md5(string_agg(id::text || status::text || barangay_id::text, ',' order by id))
        from interventions
        where archived_at is null and date between ${from.toISOString()} and ${to.toISOString()}), '-') as v`,
  );
}
