import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangayAnalyses, barangays } from '../../db/schema/index.ts';

export type AnalysisRow = typeof barangayAnalyses.$inferSelect;
export type AnalysisInsert = typeof barangayAnalyses.$inferInsert;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function firstCaseWeek(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ first: string | null }>(
    await db.execute(sql`select min(morbidity_week_start)::text as first from dengue_cases`),
  );
  return row?.first ?? null;
}

export interface WeeklyAggregate {
  barangayId: string;
  /** The week's Sunday; null for all weeks before the window, counted together. */
  week: string | null;
  cases: number;
  deaths: number;
}

/**
 * Cases and deaths per barangay and morbidity week from `fromWeek` on (later weeks included: deaths after
 * the evaluation week still count). Older weeks collapse into one row per barangay, which only says that
 * the barangay has cases at all.
 */
export async function weeklyAggregates(db: Db, fromWeek: string): Promise<WeeklyAggregate[]> {
  return rowsOf<WeeklyAggregate>(
    await db.execute(sql`
      select barangay_id as "barangayId",
        case when morbidity_week_start >= ${fromWeek}::date then morbidity_week_start::text end as week,
        count(*)::int as cases,
        (count(*) filter (where outcome = 'died'))::int as deaths
      from dengue_cases
      group by 1, 2`),
  );
}

export async function insertAnalyses(db: Db, rows: AnalysisInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(barangayAnalyses).values(rows);
}

export type BarangayRow = Pick<typeof barangays.$inferSelect, 'id' | 'name' | 'displayName'>;

export async function listBarangays(db: Db): Promise<BarangayRow[]> {
  return db
    .select({ id: barangays.id, name: barangays.name, displayName: barangays.displayName })
    .from(barangays)
    .orderBy(asc(barangays.name));
}

/** The newest analysis of every barangay that has one. */
/** The newest analysis of one barangay, or undefined before the first run. */
export async function currentAnalysisOf(db: Db, barangayId: string): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(barangayAnalyses)
    .where(eq(barangayAnalyses.barangayId, barangayId))
    .orderBy(desc(barangayAnalyses.analysedAt))
    .limit(1);
  return row;
}

export async function currentAnalyses(db: Db): Promise<Map<string, AnalysisRow>> {
  const rows = await db
    .selectDistinctOn([barangayAnalyses.barangayId])
    .from(barangayAnalyses)
    .orderBy(barangayAnalyses.barangayId, desc(barangayAnalyses.analysedAt));
  return new Map(rows.map((row) => [row.barangayId, row]));
}
