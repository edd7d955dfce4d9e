import { completeWeekStarts, manilaToday, weekEnd } from '@dengue/core';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dengueCases } from '../../db/schema/index.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import { currentAnalysisOf } from './analysis.repository.ts';
import { PROVISIONAL_WEEKS } from './engine/weekly-series.ts';

/**
 * The weekly trend chart (resident section 8): the last `number_of_weeks` complete morbidity weeks of a
 * barangay (Sunday to Saturday, by onset), keyed by their Sunday. The two newest complete weeks are marked
 * provisional: late reports may still raise them. `reference_mean` is the engine's m for the barangay (the
 * mean weekly count of its reference weeks, docs/decisions/006-pattern-engine.md): the chart draws the usual
 * level from it. Null before any analysis and when the engine had too little data to form a reference.
 */

async function weeklyCounts(db: Db, barangayId: string, first: string, last: string) {
  const rows = await db
    .select({ week: sql<string>`${dengueCases.morbidityWeekStart}::text`, count: sql<number>`count(*)::int` })
    .from(dengueCases)
    .where(and(eq(dengueCases.barangayId, barangayId), between(dengueCases.morbidityWeekStart, first, last)))
    .groupBy(dengueCases.morbidityWeekStart);
  return new Map(rows.map((row) => [row.week, row.count]));
}

export async function weeklyTrends(
  db: Db,
  body: { barangay_name: string; number_of_weeks: number },
  options: { today?: string; lagDays?: number } = {},
) {
  const barangay = await findBarangayByName(db, body.barangay_name);
  // The same complete weeks as the pattern analysis (EPI_LAG_DAYS), so the chart ends at its week T.
  const weeks = completeWeekStarts(options.today ?? manilaToday(), body.number_of_weeks, options.lagDays);
  const [counts, analysis] = await Promise.all([
    weeklyCounts(db, barangay.id, weeks[0]!, weeks.at(-1)!),
    currentAnalysisOf(db, barangay.id),
  ]);
  const complete_weeks = Object.fromEntries(
    weeks.map((week, i) => [
      week,
      {
        date_range: [week, weekEnd(week)] as [string, string],
        count: counts.get(week) ?? 0,
        provisional: i >= weeks.length - PROVISIONAL_WEEKS,
      },
    ]),
  );
  return {
    success: true,
    data: {
      barangay: barangay.name,
      complete_weeks,
      reference_mean: analysis?.referenceMean ?? null,
      evaluation_week: analysis?.evaluationWeekStart ?? null,
    },
  };
}
