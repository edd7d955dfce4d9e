import { and, between, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  alertBarangays,
  alerts,
  barangays,
  clusters,
  dengueCases,
  interventions,
  reports,
} from '../../db/schema/index.ts';

/** The counts and short lists of the admin dashboard: one small query each. */

export async function reportCounts(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      validated: sql<number>`(count(*) filter (where ${reports.status} = 'Validated'))::int`,
      pending: sql<number>`(count(*) filter (where ${reports.status} = 'Pending'))::int`,
      rejected: sql<number>`(count(*) filter (where ${reports.status} = 'Rejected'))::int`,
    })
    .from(reports);
  return row!;
}

export async function recentReports(db: Db, limit: number) {
  return db
    .select({
      id: reports.id,
      barangay: barangays.name,
      reportType: reports.reportType,
      status: reports.status,
      observedAt: reports.observedAt,
      description: reports.description,
      isAnonymous: reports.isAnonymous,
      anonymousId: reports.anonymousId,
      username: accounts.username,
      lng: reports.lng,
      lat: reports.lat,
    })
    .from(reports)
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .innerJoin(accounts, eq(accounts.id, reports.authorId))
    .orderBy(desc(reports.createdAt))
    .limit(limit);
}

/** Interventions that are not archived. */
export async function interventionCountsByStatus(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${interventions.status} = 'Complete'))::int`,
      ongoing: sql<number>`(count(*) filter (where ${interventions.status} = 'Ongoing'))::int`,
      scheduled: sql<number>`(count(*) filter (where ${interventions.status} = 'Scheduled'))::int`,
    })
    .from(interventions)
    .where(isNull(interventions.archivedAt));
  return row!;
}

export async function alertTotal(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(alerts);
  return row?.total ?? 0;
}

export async function recentAlerts(db: Db, limit: number) {
  const rows = await db
    .select({ id: alerts.id, messages: alerts.messages })
    .from(alerts)
    // An archived (deleted) alert still counts in the total sent, but is no longer listed.
    .where(isNull(alerts.archivedAt))
    .orderBy(desc(alerts.createdAt))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const targets =
    ids.length === 0
      ? []
      : await db
          .select({ alertId: alertBarangays.alertId, name: barangays.name })
          .from(alertBarangays)
          .innerJoin(barangays, eq(barangays.id, alertBarangays.barangayId))
          .where(inArray(alertBarangays.alertId, ids));
  return rows.map((row) => ({
    messages: row.messages,
    barangays: targets
      .filter((t) => t.alertId === row.id)
      .map((t) => t.name)
      .sort(),
  }));
}

export async function clusterCounts(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      fullyResolved: sql<number>`(count(*) filter (where ${clusters.isResolved}))::int`,
      partiallyResolved: sql<number>`(count(*) filter (where not ${clusters.isResolved} and ${clusters.resolvedCount} > 0))::int`,
      notResolved: sql<number>`(count(*) filter (where not ${clusters.isResolved} and ${clusters.resolvedCount} = 0))::int`,
    })
    .from(clusters);
  return row!;
}

/** Cases per morbidity week (its Sunday) from `first` to `last` inclusive, city-wide. */
export async function weeklyCaseCounts(db: Db, first: string, last: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ week: sql<string>`${dengueCases.morbidityWeekStart}::text`, count: sql<number>`count(*)::int` })
    .from(dengueCases)
    .where(between(dengueCases.morbidityWeekStart, first, last))
    .groupBy(dengueCases.morbidityWeekStart);
  return new Map(rows.map((row) => [row.week, row.count]));
}

/**
 * Reports per Sunday-to-Saturday week of the Manila day the site was seen, for sightings in [from, to).
 * date_trunc weeks start on Monday: shifting by a day makes them start on Sunday.
 */
export async function weeklyReportCounts(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const manilaDay = sql`(${reports.observedAt} at time zone 'Asia/Manila')`;
  const week = sql<string>`(date_trunc('week', ${manilaDay} + interval '1 day') - interval '1 day')::date::text`;
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(gte(reports.observedAt, from), lt(reports.observedAt, to)))
    .groupBy(week);
  return new Map(rows.map((row) => [row.week, row.count]));
}
