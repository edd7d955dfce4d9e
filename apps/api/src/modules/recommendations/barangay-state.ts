import type { WeatherSection } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import type { AnalysisRow } from '../analytics/analysis.repository.ts';
import { REPORT_WINDOW_DAYS } from '../analytics/recommendations.ts';
import { validatedReportCounts } from '../analytics/report-activity.repository.ts';
import type { BarangayState } from './engine/state.ts';
import { WINDOWS } from './engine/state.ts';
import {
  type InterventionActivity,
  interventionActivity,
  openClusterCounts,
} from './recommendations.repository.ts';

/** How the service turns stored rows into the engine's input, for one barangay or all of them. */

const DAY_MS = 86_400_000;
/** Ongoing and scheduled interventions count within this many days either side of today (admin section 9). */
export const ACTIVE_WINDOW_DAYS = 14;

export interface Surroundings {
  reports: Map<string, number>;
  clusters: Map<string, number>;
  interventions: Map<string, InterventionActivity>;
}

export async function loadSurroundings(db: Db, now: Date): Promise<Surroundings> {
  const [reports, clusters, interventions] = await Promise.all([
    validatedReportCounts(db, new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS)),
    openClusterCounts(db),
    interventionActivity(db, now, ACTIVE_WINDOW_DAYS, WINDOWS.completedDays),
  ]);
  return { reports, clusters, interventions };
}

export function stateOf(
  barangay: { id: string; name: string },
  analysis: AnalysisRow | undefined,
  around: Surroundings,
  extra: { thisWeekCases?: number | null; weather?: WeatherSection | null } = {},
): BarangayState {
  const activity = around.interventions.get(barangay.id);
  return {
    barangay: barangay.name,
    pattern: analysis?.pattern ?? 'none',
    lastAnalysisTime: analysis?.analysedAt.toISOString() ?? null,
    evaluationWeek: analysis?.evaluationWeekStart ?? null,
    thisWeekCases: extra.thisWeekCases ?? null,
    expectedWeekly: analysis?.referenceMean ?? null,
    spikeThreshold: analysis?.spikeThreshold ?? null,
    pValue: analysis?.labelP ?? null,
    current4: analysis?.currentFourWeeks ?? null,
    previous4: analysis?.previousFourWeeks ?? null,
    deathsLast4Weeks: analysis?.deathsLastFourWeeks ?? 0,
    deathsLastYear: analysis?.deathsLastYear ?? 0,
    reports: around.reports.get(barangay.id) ?? 0,
    openClusters: around.clusters.get(barangay.id) ?? 0,
    ongoing: activity?.ongoing ?? 0,
    scheduled: activity?.scheduled ?? 0,
    completedRecently: activity?.completedRecently ?? 0,
    recentTypes: activity?.types ?? [],
    weather: extra.weather ?? null,
  };
}
