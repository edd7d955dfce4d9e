import type { InterventionType } from '@dengue/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clusters, dengueCases } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Cases of one barangay in the morbidity week that starts on `week`. */
export async function weekCases(db: Db, barangayId: string, week: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dengueCases)
    .where(and(eq(dengueCases.barangayId, barangayId), eq(dengueCases.morbidityWeekStart, week)));
  return row?.n ?? 0;
}

/** Unresolved clusters of breeding-site reports per barangay. */
export async function openClusterCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ barangayId: clusters.barangayId, n: sql<number>`count(*)::int` })
    .from(clusters)
    .where(and(eq(clusters.isResolved, false), sql`${clusters.reportCount} > 0`))
    .groupBy(clusters.barangayId);
  return new Map(rows.flatMap((r) => (r.barangayId ? [[r.barangayId, r.n] as const] : [])));
}

export interface InterventionActivity {
  ongoing: number;
  scheduled: number;
  completedRecently: number;
  types: InterventionType[];
}

/**
 * Per barangay, the interventions that count as under way: ongoing and scheduled ones dated within
 * `activeDays` of now (the pattern card's window), and those completed in the last `completedDays`.
 */
export async function interventionActivity(
  db: Db,
  now: Date,
  activeDays: number,
  completedDays: number,
): Promise<Map<string, InterventionActivity>> {
  const at = now.toISOString();
  const active = sql`status in ('Ongoing', 'Scheduled') and date between ${at}::timestamptz - make_interval(days => ${activeDays}) and ${at}::timestamptz + make_interval(days => ${activeDays})`;
  const completed = sql`status = 'Complete' and coalesce(completed_at, date) >= ${at}::timestamptz - make_interval(days => ${completedDays})`;
  const rows = rowsOf<{ barangayId: string } & InterventionActivity>(
    await db.execute(sql`
      select barangay_id as "barangayId",
        (count(*) filter (where ${active} and status = 'Ongoing'))::int as ongoing,
        (count(*) filter (where ${active} and status = 'Scheduled'))::int as scheduled,
        (count(*) filter (where ${completed}))::int as "completedRecently",
        coalesce(array_agg(distinct intervention_type::text) filter (where (${active}) or (${completed})), '{}') as types
      from interventions
      where archived_at is null
      group by 1`),
  );
  return new Map(rows.map(({ barangayId, ...activity }) => [barangayId, activity]));
}
