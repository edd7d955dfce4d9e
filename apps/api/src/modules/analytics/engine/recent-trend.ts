import { fitPoissonGlm } from './glm.ts';
import { clampPhi, referenceIndices } from './reference.ts';

/**
 * The recent window's local trend, for series too short for the seasonal model. A flat eight-week mean
 * lags a season on its way up: three weeks on, the mean can be twice the window's, and every ordinary
 * week of the upswing would look unusual. So the weekly growth of the last weeks is estimated and the
 * reference window's rate is carried forward by it to weeks T-1 and T (spike.ts).
 *
 * The growth is a log-linear Poisson fit of y[T-12..T-3] (never week T or the two before it), and its
 * slope is shrunk towards no growth by a Normal(0, TREND_SLOPE_PRIOR_SD^2) prior (the posterior mean in
 * the normal approximation): a slope read from a handful of cases is mostly noise, and carried six and a
 * half weeks forward it would multiply the bar several times over. Three cases rising to two a week read
 * as +40% a week; a real upswing with tens of cases a week keeps its slope. Only a rising trend is used:
 * a falling one would lower the bar on a guess.
 */

export const TREND_FIRST_LAG = 12;
export const TREND_LAST_LAG = 3;
/** Below this many weeks or cases a slope is noise. */
export const TREND_MIN_WEEKS = 6;
export const TREND_MIN_CASES = 3;
/**
 * Prior standard deviation of the weekly log growth: a season's upswing rarely exceeds +15% a week for
 * long (log 1.15 = 0.14), so growth beyond about twice that needs the data to show it clearly.
 */
export const TREND_SLOPE_PRIOR_SD = 0.15;

export interface RecentTrend {
  /** Weekly growth factor used (the shrunk slope, above 1) and the one the fit alone gives. */
  growth: number;
  fittedGrowth: number;
  /**
   * The mean of week T (and of week T-1) relative to the mean of the reference weeks y[T-10..T-3],
   * under that growth: above 1.
   */
  factor: number;
  factorPrevious: number;
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
  const slopeVariance = phi * (fit.inverseInformation[1]?.[1] ?? Number.POSITIVE_INFINITY);
  const priorPrecision = 1 / TREND_SLOPE_PRIOR_SD ** 2;
  const shrunk = slope / slopeVariance / (1 / slopeVariance + priorPrecision);
  // The reference window's mean under growth `shrunk`, relative to week T (time 0).
  const indices = referenceIndices(t);
  const windowMean = indices.reduce((sum, i) => sum + Math.exp(shrunk * (i - t)), 0) / indices.length;
  return {
    growth: Math.exp(shrunk),
    fittedGrowth: Math.exp(slope),
    factor: 1 / windowMean,
    factorPrevious: Math.exp(-shrunk) / windowMean,
  };
};
