import type { InterventionType, PatternType, WeatherSection } from '@dengue/core';

/**
 * Everything the recommendation engine knows about one barangay, as the service computed it. The engine
 * quotes only these numbers (and the windows below), so an officer can check every figure it writes.
 */
export interface BarangayState {
  barangay: string;
  pattern: PatternType;
  lastAnalysisTime: string | null;
  evaluationWeek: string | null;
  /** Cases in week T, the last complete week. */
  thisWeekCases: number | null;
  /** m: the usual weekly count of the reference weeks. */
  expectedWeekly: number | null;
  spikeThreshold: number | null;
  /** The p-value behind the label. */
  pValue: number | null;
  current4: number | null;
  previous4: number | null;
  deathsLast4Weeks: number;
  deathsLastYear: number;
  /** Validated breeding-site reports of the last REPORT_WINDOW_DAYS days. */
  reports: number;
  openClusters: number;
  ongoing: number;
  scheduled: number;
  completedRecently: number;
  /** Types of the ongoing, scheduled and recently completed interventions. */
  recentTypes: readonly InterventionType[];
  weather: WeatherSection | null;
}

/** The windows the counts cover: inputs of the text like the counts themselves. */
export const WINDOWS = {
  trendWeeks: 4,
  reportDays: 14,
  completedDays: 30,
} as const;
