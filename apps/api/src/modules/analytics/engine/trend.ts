import { binomialUpperTail } from './distributions.ts';

/**
 * The four-week trend rule. If the weekly rate did not change, each of the C + P cases of the last eight
 * weeks fell in the recent half with probability 1/2, whatever the rate was: the exact conditional
 * binomial test needs no baseline model at all, which is why it suits barangays with few cases.
 * The minimum count and the 1.5x ratio ask for a change that matters in size as well as in probability:
 * with city-sized counts a 10% rise is already 'significant' but is no trend worth an intervention.
 */

export const TREND_MIN_CASES = 3;
export const TREND_MIN_RATIO = 1.5;
export const TREND_ALPHA = 0.05;
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

const isShift = (towards: number, away: number, p: number): boolean =>
  towards >= TREND_MIN_CASES && towards >= TREND_MIN_RATIO * Math.max(away, 1) && p < TREND_ALPHA;

export const trendTest = (current4: number, previous4: number): TrendTest => {
  const total = current4 + previous4;
  const pUp = binomialUpperTail(current4, total, 0.5);
  const pDown = binomialUpperTail(previous4, total, 0.5);
  if (isShift(current4, previous4, pUp)) return { label: 'increase', p: pUp };
  // Decrease is checked before low level: 1 case after 8 is a fall, not merely "low".
  if (isShift(previous4, current4, pDown)) return { label: 'decrease', p: pDown };
  const p = current4 >= previous4 ? pUp : pDown;
  if (current4 <= LOW_LEVEL_MAX_CASES) return { label: 'low_level_activity', p };
  return { label: 'no_change', p };
};
