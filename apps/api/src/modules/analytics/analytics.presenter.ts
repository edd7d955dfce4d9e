import { type DeathPriority, MAP_MESSAGES, type PatternType } from '@dengue/core';
import type { AnalysisRow } from './analysis.repository.ts';
import { compareAnalyses } from './engine/index.ts';
import {
  DEATH_RECOMMENDATIONS,
  PATTERN_RECOMMENDATIONS,
  REPORT_RECOMMENDATIONS,
  reportAlert,
  reportStatusOf,
} from './recommendations.ts';

/** How analyses and report counts become the spec's Barangay fields (resident and admin section 3). */

export type Audience = 'admin' | 'resident';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const patternOf = (analysis: AnalysisRow | undefined): PatternType => analysis?.pattern ?? 'none';

/** The explanation, and the DOH cluster definition when it is met. */
export const patternAlert = (analysis: AnalysisRow | undefined): string => {
  if (!analysis) return MAP_MESSAGES.noRecentAnalysis;
  return analysis.dohCluster
    ? `${analysis.explanation}; a DOH cluster (3 or more cases in 4 weeks)`
    : analysis.explanation;
};

export const deathAlert = (priority: DeathPriority, analysis: AnalysisRow | undefined): string => {
  const recent = analysis?.deathsLastFourWeeks ?? 0;
  const year = analysis?.deathsLastYear ?? 0;
  if (priority === 'P1') return `P1: ${plural(recent, 'death')} among cases with onset in the last 4 weeks`;
  if (priority === 'P2') return `P2: ${plural(year, 'death')} in the last 52 weeks, with cases rising`;
  return year > 0
    ? `P3: ${plural(year, 'death')} in the last 52 weeks`
    : 'P3: no dengue deaths in the last 52 weeks';
};

/** High for a spike or a recent death, moderate for a rise or a death this year; null without data. */
export const riskLevel = (analysis: AnalysisRow | undefined): string | null => {
  if (!analysis || analysis.pattern === 'none') return null;
  if (analysis.pattern === 'spike' || analysis.deathPriority === 'P1') return 'High';
  if (analysis.pattern === 'increase' || analysis.deathPriority === 'P2') return 'Moderate';
  return 'Low';
};

export function statusAndRecommendation(
  analysis: AnalysisRow | undefined,
  reportCount: number,
  audience: Audience,
) {
  const pattern = patternOf(analysis);
  const priority = analysis?.deathPriority ?? 'P3';
  const reportStatus = reportStatusOf(reportCount);
  const advice = PATTERN_RECOMMENDATIONS[pattern];
  const reportAdvice = REPORT_RECOMMENDATIONS[reportStatus];
  return {
    pattern_based: {
      status: pattern,
      alert: patternAlert(analysis),
      recommendation: advice.resident,
      ...(audience === 'admin' ? { admin_recommendation: advice.admin } : {}),
    },
    report_based: {
      status: reportStatus,
      alert: reportAlert(reportCount),
      count: reportCount,
      recommendation: reportAdvice.resident,
      ...(audience === 'admin' ? { admin_recommendation: reportAdvice.admin } : {}),
    },
    death_priority: {
      priority,
      alert: deathAlert(priority, analysis),
      count: analysis?.deathsLastYear ?? 0,
      recommendation: DEATH_RECOMMENDATIONS[priority],
    },
  };
}

/**
 * Four significant digits: more than any label or sentence uses (they quote two), and the stored doubles'
 * other twelve are noise that every map visitor would download in the barangay list (about a fifth of its
 * compressed bytes).
 */
const fourDigits = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value.toPrecision(4));

/** The numbers behind a label, for anyone who wants to check it. */
export const patternData = (analysis: AnalysisRow | undefined) => ({
  pattern: patternOf(analysis),
  explanation: analysis?.explanation ?? null,
  p1: fourDigits(analysis?.p1),
  p2: fourDigits(analysis?.p2),
  m: fourDigits(analysis?.referenceMean),
  phi: fourDigits(analysis?.phi),
  spike_threshold: analysis?.spikeThreshold ?? null,
  current_4_weeks: analysis?.currentFourWeeks ?? null,
  previous_4_weeks: analysis?.previousFourWeeks ?? null,
  trend_p: fourDigits(analysis?.trendP),
  label_p: fourDigits(analysis?.labelP),
  doh_cluster: analysis?.dohCluster ?? false,
  death_priority: analysis?.deathPriority ?? 'P3',
  deaths_last_4_weeks: analysis?.deathsLastFourWeeks ?? 0,
  deaths_last_52_weeks: analysis?.deathsLastYear ?? 0,
  evaluation_week: analysis?.evaluationWeekStart ?? null,
  analysis_date: analysis?.analysisDate ?? null,
});

/** Priority, then spike, increase, no_change, low_level_activity, decrease, none, then the smallest p. */
export const byUrgency =
  <T>(analysisOf: (item: T) => AnalysisRow | undefined, nameOf: (item: T) => string) =>
  (a: T, b: T): number => {
    const x = analysisOf(a);
    const y = analysisOf(b);
    return compareAnalyses(
      {
        deathPriority: x?.deathPriority ?? 'P3',
        pattern: patternOf(x),
        labelP: x?.labelP ?? null,
        name: nameOf(a),
      },
      {
        deathPriority: y?.deathPriority ?? 'P3',
        pattern: patternOf(y),
        labelP: y?.labelP ?? null,
        name: nameOf(b),
      },
    );
  };
