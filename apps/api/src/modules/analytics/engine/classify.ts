import type { PatternType } from '@dengue/core';
import { seasonalBaseline } from './baseline.ts';
import {
  explainLowLevel,
  explainNoCases,
  explainNoChange,
  explainTooShort,
  explainTrend,
  explainTwoWeekSpike,
  explainWeekSpike,
} from './explain.ts';
import { recentTrend } from './recent-trend.ts';
import { buildReference } from './reference.ts';
import {
  alphaOf,
  type Baseline,
  expectedWeek,
  spikeThreshold as findSpikeThreshold,
  testSpike,
} from './spike.ts';
import { fourWeekSums, type TrendExpectation, trendTest } from './trend.ts';

/** Below this many complete weeks the recent reference window itself does not exist yet. */
export const MIN_COMPLETE_WEEKS = 10;
/** The DOH cluster definition: 3 or more cases within 4 weeks. */
export const DOH_CLUSTER_MIN_CASES = 3;

export interface SeriesInput {
  /** Weekly case counts; index = week, the last element is week T (the last complete week). */
  counts: readonly number[];
  /** The Sunday that opens week T ('YYYY-MM-DD'); only used to date the explanation. */
  weekStart?: string;
  /**
   * Whether the barangay has any case in the data, including weeks after T that are not complete yet.
   * Defaults to "any count in `counts`".
   */
  hasCases?: boolean;
  /** The threshold search costs ~20 tail evaluations; a benchmark over millions of weeks skips it. */
  computeSpikeThreshold?: boolean;
}

export interface Classification {
  pattern: PatternType;
  /** P(Y_T >= y_T) under the one-week predictive (see spike.ts); null for none. */
  p1: number | null;
  /** P(Y_{T-1} + Y_T >= y_{T-1} + y_T) under the two-week predictive; null for none. */
  p2: number | null;
  /**
   * m: the seasonal model's expected count for week T, or the mean of the recent reference weeks (carried
   * to week T by their growth when they rise).
   */
  referenceMean: number | null;
  /** Which baseline judged week T: the seasonal model (two years or more) or the recent window. */
  baseline: Baseline['kind'] | null;
  phi: number | null;
  /** The smallest y_T that would be a spike; null for none or when not computed. */
  spikeThreshold: number | null;
  /** C: cases in weeks T-3..T. */
  current4: number;
  /** P: cases in weeks T-7..T-4. */
  previous4: number;
  /** The one-sided binomial p of the four-week comparison; null for none. */
  trendP: number | null;
  /** 3 or more cases in the last 4 weeks. */
  dohCluster: boolean;
  explanation: string;
  /**
   * The one-week spike rule's significance level: 0.0025 with the seasonal model (whose two-week rule has
   * 0.0025 too, 0.005 in all), 0.001 for both rules of the recent window.
   */
  alpha: number | null;
  /** n, the weeks the baseline was fitted to (reference weeks), and the whole years among them. */
  referenceCount: number | null;
  pastYears: number | null;
  /**
   * The p-value behind the label, shown in the explanation and used to sort: the p of the spike rule
   * that fired, the four-week p for every other label, null for none.
   */
  labelP: number | null;
}

const noneResult = (current4: number, previous4: number, explanation: string): Classification => ({
  pattern: 'none',
  p1: null,
  p2: null,
  referenceMean: null,
  baseline: null,
  phi: null,
  spikeThreshold: null,
  current4,
  previous4,
  trendP: null,
  dohCluster: current4 >= DOH_CLUSTER_MIN_CASES,
  explanation,
  alpha: null,
  referenceCount: null,
  pastYears: null,
  labelP: null,
});

/** Classifies week T (the last element of `counts`) by the spike, then trend rules. */
export const classifySeries = (input: SeriesInput): Classification => {
  const { counts, weekStart } = input;
  const { current4, previous4 } = fourWeekSums(counts);
  const hasCases = input.hasCases ?? counts.some((value) => value > 0);
  if (!hasCases) return noneResult(current4, previous4, explainNoCases());
  if (counts.length < MIN_COMPLETE_WEEKS) return noneResult(current4, previous4, explainTooShort());

  const t = counts.length - 1;
  const current = counts[t] ?? 0;
  const previous = counts[t - 1] ?? 0;
  const model = seasonalBaseline(counts);
  const baseline: Baseline = model
    ? { kind: 'seasonal', model }
    : { kind: 'recent', reference: buildReference(counts), trend: recentTrend(counts) };
  const spike = testSpike(baseline, current, previous);
  const expectation: TrendExpectation | undefined = model
    ? { current4: model.expectedCurrent4, previous4: model.expectedPrevious4, phi: model.phi }
    : undefined;
  const trend = trendTest(current4, previous4, expectation);
  // Spike overrides the trend: one alarming week matters more than the four-week direction.
  const pattern: PatternType = spike.isSpike ? 'spike' : trend.label;

  const mean = expectedWeek(baseline);
  const twoWeekMean =
    baseline.kind === 'seasonal'
      ? (baseline.model.expected + baseline.model.expectedPrevious) / 2
      : (baseline.reference.mean * ((baseline.trend?.factor ?? 1) + (baseline.trend?.factorPrevious ?? 1))) /
        2;
  // A mean that includes the season or a rising trend is what the week is expected to hold, not its usual.
  const trendRaised = baseline.kind === 'recent' && mean > baseline.reference.mean;
  const word = model || trendRaised ? 'expected' : 'usual';
  const expectedRatio = expectation ? expectation.current4 / expectation.previous4 : undefined;
  let explanation: string;
  let labelP = trend.p;
  if (spike.rule === 'week') {
    labelP = spike.p1;
    explanation = explainWeekSpike(current, mean, spike.p1, weekStart, word);
  } else if (spike.rule === 'two_weeks') {
    labelP = spike.p2;
    explanation = explainTwoWeekSpike(current + previous, twoWeekMean, spike.p2, weekStart, word);
  } else if (pattern === 'increase' || pattern === 'decrease')
    explanation = explainTrend(current4, previous4, trend.p, expectedRatio);
  else if (pattern === 'no_change')
    explanation = explainNoChange(current4, previous4, trend.p, expectedRatio);
  else explanation = explainLowLevel(current4);

  return {
    pattern,
    p1: spike.p1,
    p2: spike.p2,
    referenceMean: mean,
    baseline: baseline.kind,
    phi: baseline.kind === 'seasonal' ? baseline.model.phi : baseline.reference.phi,
    spikeThreshold: input.computeSpikeThreshold === false ? null : findSpikeThreshold(baseline, previous),
    current4,
    previous4,
    trendP: trend.p,
    dohCluster: current4 >= DOH_CLUSTER_MIN_CASES,
    explanation,
    alpha: alphaOf(baseline),
    referenceCount: baseline.kind === 'seasonal' ? baseline.model.weeks : baseline.reference.count,
    pastYears: model ? model.years : 0,
    labelP,
  };
};
