import { fitPoissonGlm, quadraticForm } from './glm.ts';
import { clampPhi } from './reference.ts';

/**
 * The recent window's local trend, for series too short for the seasonal model. A flat eight-week mean
 * lags a season on its way up: three weeks on, the mean can be twice the window's, and every ordinary
 * week of the upswing would look unusual. So a log-linear Poisson fit (level and weekly growth) over
 * y[T-12..T-3] is extrapolated to weeks T-1 and T, with the uncertainty of the extrapolation on the log
 * scale; the spike rule then asks that a week be unusual against the flat mean and against this trend
 * alike (the larger p of the two). Only a rising trend is used: a falling one would lower the bar, and a
 * fitted fall to near zero is too uncertain to call anything against.
 */

export const TREND_FIRST_LAG = 12;
export const TREND_LAST_LAG = 3;
/** Below this many weeks or cases a slope is noise. */
export const TREND_MIN_WEEKS = 6;
export const TREND_MIN_CASES = 3;

export interface RecentTrend {
  /** Extrapolated means of week T and week T-1. */
  expected: number;
  expectedPrevious: number;
  /** Variance of log mu_T (the fit's quasi-Poisson covariance). */
  logVariance: number;
  phi: number;
  /** Weekly growth factor of the fit (above 1). */
  growth: number;
}

/** The rising local trend for week T (the last element), or null when there is none to use. */
export const recentTrend = (counts: readonly number[]): RecentTrend | null => {
  const t = counts.length - 1;
  const first = Math.max(0, t - TREND_FIRST_LAG);
  const last = t - TREND_LAST_LAG;
  if (last - first + 1 < TREND_MIN_WEEKS) return null;
  const rows: number[][] = [];
  const y: number[] = [];
  let cases = 0;
  for (let i = first; i <= last; i++) {
    // Time in weeks from week T keeps the extrapolation a plain intercept.
    rows.push([1, i - t]);
    y.push(counts[i] ?? 0);
    cases += counts[i] ?? 0;
  }
  if (cases < TREND_MIN_CASES) return null;
  const fit = fitPoissonGlm(
    rows,
    y,
    y.map(() => 1),
  );
  if (fit === null) return null;
  const slope = fit.coefficients[1] ?? 0;
  if (!(slope > 0)) return null;
  let pearson = 0;
  fit.fitted.forEach((m, i) => {
    if (m > 0) pearson += ((y[i] ?? 0) - m) ** 2 / m;
  });
  const degrees = y.length - 2;
  const phi = clampPhi(degrees > 0 ? pearson / degrees : 1, 1);
  const intercept = fit.coefficients[0] ?? 0;
  return {
    expected: Math.exp(intercept),
    expectedPrevious: Math.exp(intercept - slope),
    logVariance: phi * quadraticForm([1, 0], fit.inverseInformation),
    phi,
    growth: Math.exp(slope),
  };
};
