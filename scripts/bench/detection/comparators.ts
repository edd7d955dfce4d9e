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
