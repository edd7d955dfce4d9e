import type { DeathPriority } from '@dengue/core';
import { type Classification, classifySeries } from './classify.ts';
import { countDeaths, deathPriority } from './death-priority.ts';
import {
  assignOnsetWeek,
  buildWeeklyCounts,
  type CaseDates,
  type ChartWeek,
  chartWeeks,
  evaluationWeekStart,
  weeksBetween,
} from './weekly-series.ts';

/**
 * The engine's entry point for one barangay: line-list cases in, the stored analysis out. Pure: no
 * clock, no database; the caller passes the analysis date and stores the result with its own
 * last_analysis_time.
 */

export interface CaseRecord extends CaseDates {
  died?: boolean;
}

export interface AnalyseBarangayInput {
  cases: readonly CaseRecord[];
  /** The Manila calendar date of the analysis ('YYYY-MM-DD'). */
  analysisDate: string;
  /**
   * The first week of the whole data set (all barangays), so every barangay's series starts at the same
   * week. Defaults to the week of this barangay's earliest case.
   */
  firstDataWeek?: string;
  lagDays?: number;
}

export interface BarangayAnalysis extends Classification {
  /** The Sunday of week T, the last complete week. */
  evaluationWeek: string;
  analysisDate: string;
  deathPriority: DeathPriority;
  deathsLast4Weeks: number;
  deathsLast52Weeks: number;
  /** Cases that could be placed in a week, and how many of them used DAdmit for a missing onset. */
  casesCounted: number;
  casesImputed: number;
  /** Cases with neither a usable onset nor admission date. */
  casesUnplaced: number;
  /** Complete weeks from the first data week through T; the last two are provisional. */
  weeks: ChartWeek[];
}

export const analyseBarangay = (input: AnalyseBarangayInput): BarangayAnalysis => {
  const evaluationWeek = evaluationWeekStart(input.analysisDate, input.lagDays);
  const placed = input.cases.flatMap((record) => {
    const assignment = assignOnsetWeek(record);
    return assignment ? [{ ...assignment, died: record.died === true }] : [];
  });
  const earliest = placed.reduce<string | undefined>(
    (min, c) => (min === undefined || c.weekStart < min ? c.weekStart : min),
    undefined,
  );
  const firstWeek = input.firstDataWeek ?? earliest ?? evaluationWeek;
  // When T precedes the first data week the series is empty, and the classifier says 'none'.
  const counts =
    weeksBetween(firstWeek, evaluationWeek) >= 0
      ? buildWeeklyCounts(
          placed.map((c) => c.weekStart),
          firstWeek,
          evaluationWeek,
        )
      : [];
  const classification = classifySeries({
    counts,
    weekStart: evaluationWeek,
    hasCases: placed.length > 0,
  });
  const deaths = countDeaths(
    placed.filter((c) => c.died).map((c) => weeksBetween(firstWeek, c.weekStart)),
    weeksBetween(firstWeek, evaluationWeek),
  );
  return {
    ...classification,
    evaluationWeek,
    analysisDate: input.analysisDate,
    deathPriority: deathPriority(classification.pattern, deaths),
    deathsLast4Weeks: deaths.last4Weeks,
    deathsLast52Weeks: deaths.last52Weeks,
    casesCounted: placed.length,
    casesImputed: placed.filter((c) => c.imputed).length,
    casesUnplaced: input.cases.length - placed.length,
    weeks: chartWeeks(counts, firstWeek),
  };
};

// The engine's public surface for the import job and the analytics service (one entry point per concern).
export { type Classification, classifySeries, type SeriesInput } from './classify.ts';
export { findDeathAnomalies, findMissingWeeks, type WeeklyRow } from './data-quality.ts';
export { type DeathCounts, deathPriority } from './death-priority.ts';
export { compareAnalyses, PATTERN_RANK, type SortableAnalysis } from './sort.ts';
export { assignOnsetWeek, type ChartWeek, type OnsetAssignment } from './weekly-series.ts';
