import type { ReportStatus, ReportType } from '@dengue/core';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, barangays, reportImages, reports } from '../../db/schema/index.ts';
import { countWithCache } from './report-count-cache.ts';
import { containing, type TextCriteria, textConditions } from './report-text-match.ts';

export type ReportRow = typeof reports.$inferSelect & {
  authorUsername: string;
  authorPhotoUrl: string | null;
  barangayName: string;
};

export type ReportSortField = 'createdAt' | 'date_and_time' | 'upvotes' | 'barangay' | 'status' | 'username';

export interface ReportCriteria extends TextCriteria {
  /** Empty means nothing may be seen. */
  statuses: readonly ReportStatus[];
  authorId?: string;
  barangayId?: string;
  reportType?: ReportType;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  description?: string;
}

const columns = {
  report: reports,
  authorUsername: accounts.username,
  authorPhotoUrl: accounts.profilePhotoUrl,
  barangayName: barangays.name,
};

const toRow = (r: {
  report: typeof reports.$inferSelect;
  authorUsername: string;
  authorPhotoUrl: string | null;
  barangayName: string;
}): ReportRow => ({
  ...r.report,
  authorUsername: r.authorUsername,
  authorPhotoUrl: r.authorPhotoUrl,
  barangayName: r.barangayName,
});

/** The name people see: the pseudonym of an anonymous report unless the viewer may see the author. */
const visibleName = (reveal: boolean): SQL =>
  reveal
    ? sql`${accounts.username}`
    : sql`case when ${reports.isAnonymous} then ${reports.anonymousId} else ${accounts.username} end`;

function whereOf(c: ReportCriteria, text: SQL[]): SQL | undefined {
  if (c.statuses.length === 0) return sql`false`;
  const parts: (SQL | undefined)[] = [inArray(reports.status, [...c.statuses])];
  if (c.authorId) parts.push(eq(reports.authorId, c.authorId));
  if (c.barangayId) parts.push(eq(reports.barangayId, c.barangayId));
  if (c.reportType) parts.push(eq(reports.reportType, c.reportType));
  if (c.from) parts.push(gte(reports.observedAt, c.from));
  if (c.to) parts.push(lt(reports.observedAt, c.to));
  if (c.description) parts.push(sql`${reports.description} ilike ${containing(c.description)}`);
  return and(...parts, ...text);
}

function orderOf(sortBy: ReportSortField, order: 'asc' | 'desc', reveal: boolean): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  const key: Record<ReportSortField, SQL> = {
    createdAt: sql`${reports.createdAt}`,
    date_and_time: sql`${reports.observedAt}`,
    upvotes: sql`${reports.upvoteCount}`,
    barangay: sql`${barangays.name}`,
    status: sql`${reports.status}`,
    username: sql`lower(${visibleName(reveal)})`,
  };
  // The id breaks ties so paging never repeats or skips a report.
  const secondary = sortBy === 'createdAt' ? [] : [desc(reports.createdAt)];
  return [dir(key[sortBy]), ...secondary, dir(reports.id)];
}

type ListPage = { sortBy: ReportSortField; sortOrder: 'asc' | 'desc'; limit: number; offset: number };

/** The two statements of a list page, unexecuted (the search-index test explains them as they are). */
export async function listReportQueries(db: Db, criteria: ReportCriteria, page: ListPage) {
  const where = whereOf(criteria, await textConditions(db, criteria));
  return {
    rows: db
      .select(columns)
      .from(reports)
      .innerJoin(accounts, eq(accounts.id, reports.authorId))
      .innerJoin(barangays, eq(barangays.id, reports.barangayId))
      .where(where)
      .orderBy(...orderOf(page.sortBy, page.sortOrder, criteria.revealAuthors))
      .limit(page.limit)
      .offset(page.offset),
    // Without the joins: every report has its author and barangay (non-null foreign keys), and every
    // filter is on reports' own columns, so an index-only scan counts (47 ms -> a few at 100,000 reports).
    count: db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where),
  };
}

export async function listReports(
  db: Db,
  criteria: ReportCriteria,
  page: ListPage,
): Promise<{ rows: ReportRow[]; total: number }> {
  const queries = await listReportQueries(db, criteria, page);
  const [rows, total] = await Promise.all([
    queries.rows,
    countWithCache(db, criteria, async () => (await queries.count)[0]?.n ?? 0),
  ]);
  return { rows: rows.map(toRow), total };
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.authorId))
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .where(eq(reports.id, id));
  return row ? toRow(row) : undefined;
}

/**
 * Several reports by id, rows locked until the transaction ends (FOR UPDATE), so a bulk change reads
 * statuses that nobody else changes before it writes.
 */
export async function findReportsForUpdate(tx: Db, ids: readonly string[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(columns)
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.authorId))
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .where(inArray(reports.id, [...ids]))
    .for('update', { of: reports });
  return rows.map(toRow);
}

/** The author's report filed with this client id (decision 015), if any. */
export async function findReportByClientId(
  db: Db,
  authorId: string,
  clientId: string,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.authorId))
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .where(and(eq(reports.authorId, authorId), eq(reports.clientId, clientId)));
  return row ? toRow(row) : undefined;
}

/** Reports inside a lng/lat box (the caller refines by true distance). */
export async function reportsInBox(
  db: Db,
  box: { west: number; south: number; east: number; north: number },
  statuses: readonly ReportStatus[],
  since: Date,
): Promise<ReportRow[]> {
  const rows = await db
    .select(columns)
    .from(reports)
    .innerJoin(accounts, eq(accounts.id, reports.authorId))
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .where(
      and(
        inArray(reports.status, [...statuses]),
        gte(reports.observedAt, since),
        sql`${reports.lng} between ${box.west} and ${box.east}`,
        sql`${reports.lat} between ${box.south} and ${box.north}`,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(500);
  return rows.map(toRow);
}

export async function groupedValidatedCounts(
  db: Db,
): Promise<{ barangay: string; reportType: ReportType; count: number }[]> {
  return db
    .select({
      barangay: barangays.name,
      reportType: reports.reportType,
      count: sql<number>`count(*)::int`,
    })
    .from(reports)
    .innerJoin(barangays, eq(barangays.id, reports.barangayId))
    .where(eq(reports.status, 'Validated'))
    .groupBy(barangays.name, reports.reportType)
    .orderBy(asc(barangays.name), asc(reports.reportType));
}

export async function imageUrlsOf(db: Db, reportIds: string[]): Promise<Map<string, string[]>> {
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

export async function imageKeysOf(db: Db, reportId: string): Promise<string[]> {
  const rows = await db
    .select({ key: reportImages.storageKey })
    .from(reportImages)
    .where(eq(reportImages.reportId, reportId));
  return rows.map((r) => r.key);
}

export type NewReport = Pick<
  typeof reports.$inferInsert,
  | 'authorId'
  | 'isAnonymous'
  | 'anonymousId'
  | 'barangayId'
  | 'lng'
  | 'lat'
  | 'observedAt'
  | 'reportType'
  | 'description'
  | 'clientId'
  | 'address'
  | 'locationApproximate'
>;
