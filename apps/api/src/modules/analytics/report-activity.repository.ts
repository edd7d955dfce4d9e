import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';

/** Validated breeding-site reports per barangay seen since `since` (the report's date_and_time). */
export async function validatedReportCounts(db: Db, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ barangayId: reports.barangayId, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.status, 'Validated'), gte(reports.observedAt, since)))
    .groupBy(reports.barangayId);
  return new Map(rows.map((row) => [row.barangayId, row.count]));
}
