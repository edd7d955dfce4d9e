/**
 * The two rules ours is compared with, on the same series and the same evaluation weeks.
 */

const meanAndSd = (values: readonly number[]): { mean: number; sd: number } => {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, sd: Math.sqrt(variance) };
};

/**
 * EARS C1 (CDC, Hutwagner et al. 2003) on weeks: baseline the 7 weeks before T, alarm when y_T exceeds
 * mean + 3 SD. No SD floor, as in the R package surveillance's earsC default (minSigma = 0).
 */
export const earsC1 = (series: readonly number[], t: number): boolean => {
  const baseline = series.slice(t - 7, t);
  const { mean, sd } = meanAndSd(baseline);
  return (series[t] ?? 0) > mean + 3 * sd;
};

/**
 * The classic epidemic threshold (used by the Philippine DOH among others): the same week of the
 * previous 5 years, alarm when y_T exceeds their mean + 2 SD.
 */
export const sameWeekMeanTwoSd = (series: readonly number[], t: number): boolean => {
  const history: number[] = [];
  for (let k = 1; k <= 5 && t - 52 * k >= 0; k++) history.push(series[t - 52 * k] ?? 0);
  if (history.length === 0) return false;
  const { mean, sd } = meanAndSd(history);
  return (series[t] ?? 0) > mean + 2 * sd;
};

/** The C2 statistic at week t: (y_t - mean) / SD over weeks t-9..t-3 (two weeks of gap). */
const c2Statistic = (series: readonly number[], t: number): number => {
  const { mean, sd } = meanAndSd(series.slice(t - 9, t - 2));
  const excess = (series[t] ?? 0) - mean;
  if (sd > 0) return excess / sd;
  return excess > 0 ? Number.POSITIVE_INFINITY : 0;
};

/** EARS C2: y_T above mean + 3 SD of weeks T-9..T-3 (Hutwagner et al. 2003). */
export const earsC2 = (series: readonly number[], t: number): boolean => c2Statistic(series, t) > 3;

/** EARS C3: the sum of max(0, C2 - 1) over weeks T-2..T exceeds 2. */
export const earsC3 = (series: readonly number[], t: number): boolean => {
  let sum = 0;
  for (let i = 0; i < 3; i++) sum += Math.max(0, c2Statistic(series, t - i) - 1);
  return sum > 2;
};
