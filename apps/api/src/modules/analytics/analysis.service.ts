import { addDays, EPI_WEEK_COMPLETE_LAG_DAYS, manilaToday } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import {
  type AnalysisInsert,
  firstCaseWeek,
  insertAnalyses,
  listBarangays,
  type WeeklyAggregate,
  weeklyAggregates,
} from './analysis.repository.ts';
import { FIT_GAP_WEEKS, FIT_SPAN_WEEKS } from './engine/baseline.ts';
import { countDeaths } from './engine/death-priority.ts';
import { classifySeries, deathPriority } from './engine/index.ts';
import { evaluationWeekStart, weeksBetween } from './engine/weekly-series.ts';

/**
 * Pattern recognition for every barangay, run after each import and on demand. SQL reduces the line list
 * to weekly counts per barangay; the engine classifies each series. Every series starts at the first data
 * week of the whole data set, clipped to the oldest week the seasonal baseline can reach (five years of
 * weeks ending at T-3), which gives the same labels as the full series with a fraction of the rows.
 */

const REFERENCE_SPAN_WEEKS = FIT_SPAN_WEEKS + FIT_GAP_WEEKS;

export interface AnalyseOptions {
  /** The Manila calendar date to analyse for; today in Manila by default. Tests pin it. */
  analysisDate?: string;
  lagDays?: number;
}

export interface AnalysisRun {
  analysedAt: Date;
  analysisDate: string;
  evaluationWeek: string;
  barangays: number;
}

interface BarangaySeries {
  hasCases: boolean;
  weekly: Map<string, { cases: number; deaths: number }>;
}

const groupByBarangay = (rows: readonly WeeklyAggregate[]): Map<string, BarangaySeries> => {
  const series = new Map<string, BarangaySeries>();
  for (const row of rows) {
    let entry = series.get(row.barangayId);
    if (!entry) {
      entry = { hasCases: false, weekly: new Map() };
      series.set(row.barangayId, entry);
    }
    entry.hasCases ||= row.cases > 0;
    if (row.week !== null) entry.weekly.set(row.week, { cases: row.cases, deaths: row.deaths });
  }
  return series;
};

/** Week to index from `windowStart`, worked out once per distinct week for all barangays of a run. */
const weekIndexer = (windowStart: string) => {
  const indices = new Map<string, number>();
  return (week: string): number => {
    let index = indices.get(week);
    if (index === undefined) {
      index = weeksBetween(windowStart, week);
      indices.set(week, index);
    }
    return index;
  };
};

/** Classifies one barangay's weekly series; `windowStart` is index 0, week T the last element. */
export function classifyBarangay(
  series: BarangaySeries | undefined,
  windowStart: string,
  weekT: string,
  indexOf: (week: string) => number = weekIndexer(windowStart),
) {
  const length = indexOf(weekT) + 1;
  const counts = new Array<number>(Math.max(0, length)).fill(0);
  const deathIndices: number[] = [];
  for (const [week, { cases, deaths }] of series?.weekly ?? []) {
    const index = indexOf(week);
    if (index < counts.length) counts[index] = cases;
    for (let i = 0; i < deaths; i++) deathIndices.push(index);
  }
  const classification = classifySeries({ counts, weekStart: weekT, hasCases: series?.hasCases ?? false });
  const deaths = countDeaths(deathIndices, length - 1);
  return { classification, deaths, priority: deathPriority(classification.pattern, deaths) };
}

export async function analyseAll(db: Db, options: AnalyseOptions = {}): Promise<AnalysisRun> {
  const analysisDate = options.analysisDate ?? manilaToday();
  const weekT = evaluationWeekStart(analysisDate, options.lagDays ?? EPI_WEEK_COMPLETE_LAG_DAYS);
  const first = await firstCaseWeek(db);
  const earliestUseful = addDays(weekT, -7 * REFERENCE_SPAN_WEEKS);
  // ISO dates sort as text: the later of the data's first week and the oldest week the reference reaches.
  const windowStart = first === null ? weekT : [first, earliestUseful].sort()[1]!;
  const [barangays, aggregates] = await Promise.all([
    listBarangays(db),
    first === null ? Promise.resolve([]) : weeklyAggregates(db, windowStart),
  ]);
  const byBarangay = groupByBarangay(aggregates);
  const analysedAt = new Date();
  const indexOf = weekIndexer(windowStart);
  const rows: AnalysisInsert[] = barangays.map((barangay) => {
    const {
      classification: c,
      deaths,
      priority,
    } = classifyBarangay(byBarangay.get(barangay.id), windowStart, weekT, indexOf);
    return {
      barangayId: barangay.id,
      analysedAt,
      analysisDate,
      evaluationWeekStart: weekT,
      pattern: c.pattern,
      p1: c.p1,
      p2: c.p2,
      referenceMean: c.referenceMean,
      phi: c.phi,
      spikeThreshold: c.spikeThreshold,
      currentFourWeeks: c.current4,
      previousFourWeeks: c.previous4,
      trendP: c.trendP,
      labelP: c.labelP,
      dohCluster: c.dohCluster,
      explanation: c.explanation,
      deathPriority: priority,
      deathsLastFourWeeks: deaths.last4Weeks,
      deathsLastYear: deaths.last52Weeks,
    };
  });
  await db.transaction((tx) => insertAnalyses(tx, rows));
  return { analysedAt, analysisDate, evaluationWeek: weekT, barangays: rows.length };
}
