import type { SeasonalBaseline } from './baseline.ts';
import { negBinUpperTail } from './distributions.ts';
import { predictiveTail, predictiveTailBelow } from './predictive.ts';
import type { RecentTrend } from './recent-trend.ts';
import type { Reference } from './reference.ts';

/**
 * The spike rule: p1 asks "is this week unusual", p2 "are these two weeks together unusual", which
 * catches an outbreak split across a week boundary. Two baselines give the predictive distribution:
 * - seasonal (baseline.ts): negative binomial with variance phi mu around the model's mean, averaged over
 *   the uncertainty of that mean (predictive.ts, v = var log mu); alpha 0.005, split equally: 0.0025
 *   to the one-week rule and 0.0025 to the two-week rule.
 * - recent window (reference.ts): with a Jeffreys Gamma(1/2) prior on a weekly Poisson rate and n
 *   reference weeks summing to S, the predictive count for one new week is NegBin(S + 1/2, n/(n+1)) and
 *   for two new weeks NegBin(S + 1/2, n/(n+2)); over-dispersion quasi-Poisson style, counts and
 *   references divided by phi; alpha 0.001. When the recent weeks rise, the rate is carried forward by
 *   their shrunk growth (recent-trend.ts): one new week whose mean is G times the window's has the
 *   predictive NegBin(S + 1/2, n/(n+G)), and likewise n/(n+G_T+G_{T-1}) for two. The growth is a point
 *   value, not a distribution: spread over the uncertainty of a slope from a few cases, carried six and a
 *   half weeks forward, the predictive's tail put even a week of several times the recent counts out of
 *   reach once the weeks before it had risen a little.
 */

export const SPIKE_MIN_WEEK = 3;
export const SPIKE_MIN_TWO_WEEKS = 4;
/**
 * The seasonal model's nominal 0.005 is split over the two rules (Bonferroni), equally. The one-week rule
 * can fire in an outbreak's first week; the two-week rule accumulates a moderate excess over two weeks
 * that neither week shows alone, a week later at best. Outbreaks spread their cases over about two weeks
 * (half in the first), so at the same false-alarm rate the equal split finds more of them than 0.004 and
 * 0.001 did, and fewer in their first week: measured in docs/decisions/006 ('multi-week accumulation').
 */
export const ALPHA_SEASONAL = 0.0025;
export const ALPHA_SEASONAL_TWO_WEEKS = 0.0025;

export type Baseline =
  | { kind: 'seasonal'; model: SeasonalBaseline }
  | { kind: 'recent'; reference: Reference; trend: RecentTrend | null };

export interface SpikeTest {
  p1: number;
  p2: number;
  isSpike: boolean;
  /** Which rule fired, for the explanation: the one-week rule wins when both do. */
  rule: 'week' | 'two_weeks' | null;
}

const seasonalTail = (model: SeasonalBaseline, count: number, mean: number): number =>
  predictiveTail(count, mean, model.phi, model.logVariance);

/** The one-week rule's significance level. */
export const alphaOf = (baseline: Baseline): number =>
  baseline.kind === 'seasonal' ? ALPHA_SEASONAL : baseline.reference.alpha;

/** The two-week rule's significance level (the recent window uses one level for both). */
export const twoWeekAlphaOf = (baseline: Baseline): number =>
  baseline.kind === 'seasonal' ? ALPHA_SEASONAL_TWO_WEEKS : baseline.reference.alpha;

/** Week T's and week T-1's means relative to the reference window's: 1 without a rising trend. */
const factors = (trend: RecentTrend | null): { week: number; previous: number } => ({
  week: trend?.factor ?? 1,
  previous: trend?.factorPrevious ?? 1,
});

/**
 * P(Y >= y) for the sum of the weeks whose means are `weight` times the reference rate, under the
 * recent window's Jeffreys predictive: NegBin(S + 1/2, n / (n + weight)), counts divided by phi.
 */
const recentTail = (reference: Reference, count: number, weight: number): number =>
  negBinUpperTail(
    Math.floor(count / reference.phi),
    reference.scaledSum + 0.5,
    reference.count / (reference.count + weight),
  );

export const spikeP1 = (baseline: Baseline, current: number): number => {
  if (baseline.kind === 'seasonal') return seasonalTail(baseline.model, current, baseline.model.expected);
  return recentTail(baseline.reference, current, factors(baseline.trend).week);
};

export const spikeP2 = (baseline: Baseline, current: number, previous: number): number => {
  if (baseline.kind === 'seasonal') {
    const { model } = baseline;
    return seasonalTail(model, current + previous, model.expected + model.expectedPrevious);
  }
  const { week, previous: before } = factors(baseline.trend);
  return recentTail(baseline.reference, current + previous, week + before);
};

/** The expected (seasonal) or usual (recent window) count of week T. */
export const expectedWeek = (baseline: Baseline): number =>
  baseline.kind === 'seasonal'
    ? baseline.model.expected
    : baseline.reference.mean * factors(baseline.trend).week;

export interface SpikeEvidence {
  p1: number;
  p2: number;
  current: number;
  previous: number;
  /** The baseline's count for week T. */
  expected: number;
  /** The two rules' significance levels. */
  alpha: number;
  twoWeekAlpha: number;
}

/**
 * The p of each rule where its conditions hold (1 where they do not), and one score for both: the
 * two-week p scaled to the one-week rule's level, so the label is a spike exactly when the score is below
 * `alpha` (a benchmark can re-threshold it). The two-week rule is for an outbreak split across a week
 * boundary, so week T itself must hold more than its expected count: a quiet week after a large one is
 * not a new alarm (last week's large count already was one, by the one-week rule, if it was unusual).
 */
export const spikeScore = (evidence: SpikeEvidence): { week: number; twoWeeks: number; score: number } => {
  const { p1, p2, current, previous, expected, alpha, twoWeekAlpha } = evidence;
  const week = current >= SPIKE_MIN_WEEK ? p1 : 1;
  const twoWeeks = current + previous >= SPIKE_MIN_TWO_WEEKS && current > expected ? p2 : 1;
  return { week, twoWeeks, score: Math.min(week, (twoWeeks * alpha) / twoWeekAlpha) };
};

export const testSpike = (baseline: Baseline, current: number, previous: number): SpikeTest => {
  const alpha = alphaOf(baseline);
  const twoWeekAlpha = twoWeekAlphaOf(baseline);
  const p1 = spikeP1(baseline, current);
  const p2 = spikeP2(baseline, current, previous);
  const expected = expectedWeek(baseline);
  const { week, twoWeeks } = spikeScore({ p1, p2, current, previous, expected, alpha, twoWeekAlpha });
  const weekRule = week < alpha;
  const twoWeekRule = twoWeeks < twoWeekAlpha;
  return {
    p1,
    p2,
    isSpike: weekRule || twoWeekRule,
    rule: weekRule ? 'week' : twoWeekRule ? 'two_weeks' : null,
  };
};

// 2^40 cases in a week is beyond any real series; reaching it means the predicate is broken.
const SEARCH_CEILING = 2 ** 40;

/**
 * `testSpike(baseline, current, previous).isSpike` as a function of `current`, for the threshold search:
 * a rule whose conditions do not hold is not evaluated, each p is only compared with its alpha (the
 * mixture sum stops once it reaches it), and per-search work is done once. Same answers as testSpike.
 */
const spikeFires = (baseline: Baseline, previous: number): ((current: number) => boolean) => {
  const alpha = alphaOf(baseline);
  const twoWeekAlpha = twoWeekAlphaOf(baseline);
  const expected = expectedWeek(baseline);
  let weekBelow: (current: number) => boolean;
  let twoWeeksBelow: (current: number) => boolean;
  if (baseline.kind === 'seasonal') {
    const { model } = baseline;
    const one = predictiveTailBelow(model.expected, model.phi, model.logVariance, alpha);
    const two = predictiveTailBelow(
      model.expected + model.expectedPrevious,
      model.phi,
      model.logVariance,
      twoWeekAlpha,
    );
    weekBelow = one;
    twoWeeksBelow = (current) => two(current + previous);
  } else {
    const { reference, trend } = baseline;
    const { week, previous: before } = factors(trend);
    weekBelow = (current) => recentTail(reference, current, week) < alpha;
    twoWeeksBelow = (current) => recentTail(reference, current + previous, week + before) < twoWeekAlpha;
  }
  return (current) =>
    (current >= SPIKE_MIN_WEEK && weekBelow(current)) ||
    (current + previous >= SPIKE_MIN_TWO_WEEKS && current > expected && twoWeeksBelow(current));
};

/**
 * The smallest whole y_T that the spike rule (either part) would flag, with the same baseline and
 * y_{T-1}. Both p-values fall as y_T grows, so the predicate is monotone: double until it holds, then
 * bisect. Using the rule itself (not an inverted formula) means the threshold can never disagree with
 * the label.
 */
export const spikeThreshold = (baseline: Baseline, previous: number): number => {
  const fires = spikeFires(baseline, previous);
  if (fires(0)) return 0;
  let low = 0; // the largest count known not to fire
  let high = 1;
  while (!fires(high)) {
    low = high;
    high *= 2;
    if (high > SEARCH_CEILING) throw new Error('Spike threshold search did not terminate');
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fires(middle)) high = middle;
    else low = middle;
  }
  return high;
};
