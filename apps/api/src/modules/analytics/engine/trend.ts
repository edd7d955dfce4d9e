import { binomialUpperTail, regularizedIncompleteBeta } from './distributions.ts';

/**
 * The four-week trend rule. If the weekly rate did not change, each of the C + P cases of the last eight
 * weeks fell in the recent half with probability 1/2, whatever the rate was: the exact conditional
 * binomial test needs no baseline model at all, which is why it suits barangays with few cases.
 * The minimum count and the 1.5x ratio ask for a change that matters in size as well as in probability:
 * with city-sized counts a 10% rise is already 'significant' but is no trend worth an intervention.
 *
 * With a seasonal baseline (baseline.ts) "no change" means "as the season and trend predict": each case
 * falls in the recent half with probability pi = E_C / (E_C + E_P) instead of 1/2, the ratio asks for 1.5
 * times the expected ratio, and counts are divided by the model's dispersion phi (quasi-binomial), so a
 * seasonal upswing or a noisy series does not read as an increase. Alpha is then 0.02: engine 1's rule
 * fired on 4.7% to 15.5% of outbreak-free weeks (issue 20); this one at 0.05 reached 3.6% (level 20,
 * phi 3), at 0.02 1.8%, under the 3% target with room for sampling error.
 */

export const TREND_MIN_CASES = 3;
export const TREND_MIN_RATIO = 1.5;
export const TREND_ALPHA = 0.05;
export const TREND_ALPHA_SEASONAL = 0.02;
export const LOW_LEVEL_MAX_CASES = 2;
export const TREND_WINDOW_WEEKS = 4;

export type TrendLabel = 'increase' | 'decrease' | 'low_level_activity' | 'no_change';

export interface TrendTest {
  label: TrendLabel;
  /**
   * The one-sided p of the direction the counts moved: P(X >= C) when C >= P, else P(X >= P), with
   * X ~ Bin(C + P, 1/2). For increase and decrease it is the p that decided the label.
   */
  p: number;
}

/** C = sum y[T-3..T] and P = sum y[T-7..T-4], clipped at the start of the series. */
export const fourWeekSums = (counts: readonly number[]): { current4: number; previous4: number } => {
  const t = counts.length - 1;
  let current4 = 0;
  let previous4 = 0;
  for (let i = Math.max(0, t - 2 * TREND_WINDOW_WEEKS + 1); i <= t; i++) {
    const value = counts[i] ?? 0;
    if (i > t - TREND_WINDOW_WEEKS) current4 += value;
    else previous4 += value;
  }
  return { current4, previous4 };
};

/** What the seasonal baseline expects of the two four-week sums, and its dispersion. */
export interface TrendExpectation {
  current4: number;
  previous4: number;
  phi: number;
}

/** P(X >= c) for X ~ Binomial(n, p) with real c and n (counts divided by phi), via I_p(c, n - c + 1). */
const scaledBinomialTail = (c: number, n: number, p: number): number =>
  c <= 0 ? 1 : regularizedIncompleteBeta(p, c, n - c + 1);

const isShift = (towards: number, away: number, ratio: number, p: number, alpha: number): boolean =>
  towards >= TREND_MIN_CASES && towards >= TREND_MIN_RATIO * ratio * Math.max(away, 1) && p < alpha;

export const trendTest = (current4: number, previous4: number, expected?: TrendExpectation): TrendTest => {
  const total = current4 + previous4;
  let pUp: number;
  let pDown: number;
  let upRatio = 1;
  let alpha = TREND_ALPHA;
  if (expected && expected.current4 > 0 && expected.previous4 > 0) {
    const share = expected.current4 / (expected.current4 + expected.previous4);
    const phi = expected.phi;
    pUp = scaledBinomialTail(current4 / phi, total / phi, share);
    pDown = scaledBinomialTail(previous4 / phi, total / phi, 1 - share);
    upRatio = expected.current4 / expected.previous4;
    alpha = TREND_ALPHA_SEASONAL;
  } else {
    pUp = binomialUpperTail(current4, total, 0.5);
    pDown = binomialUpperTail(previous4, total, 0.5);
  }
  if (isShift(current4, previous4, upRatio, pUp, alpha)) return { label: 'increase', p: pUp };
  // Decrease is checked before low level: 1 case after 8 is a fall, not merely "low".
  if (isShift(previous4, current4, 1 / upRatio, pDown, alpha)) return { label: 'decrease', p: pDown };
  const p = current4 >= previous4 ? pUp : pDown;
  if (current4 <= LOW_LEVEL_MAX_CASES) return { label: 'low_level_activity', p };
  return { label: 'no_change', p };
};
