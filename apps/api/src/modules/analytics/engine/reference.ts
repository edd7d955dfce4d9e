/**
 * Reference values for the spike rule: what a barangay's week T "usually" looks like.
 *
 * The recent window y[T-10..T-3] follows the current level; the two-week gap keeps an outbreak that is
 * already under way (and late reports of it) out of its own baseline. Past-year windows
 * y[T-52k-3..T-52k+3] bring in the same season. A past-year window joins only when all of its 7 weeks
 * lie inside the series, so "a past year is in the reference" (which sets alpha) always means a full
 * season window, never one stray week.
 */

export const RECENT_FIRST_LAG = 10;
export const RECENT_LAST_LAG = 3;
export const MAX_PAST_YEARS = 5;
export const WEEKS_PER_YEAR = 52;
export const PAST_YEAR_HALF_WIDTH = 3;
export const PHI_MIN = 1;
export const PHI_MAX = 3;
/** Stricter when only eight recent weeks inform the baseline: fewer references, less certainty. */
export const ALPHA_WITH_PAST_YEAR = 0.005;
export const ALPHA_RECENT_ONLY = 0.001;

export interface Reference {
  values: number[];
  /** n: how many reference weeks. */
  count: number;
  sum: number;
  /** m */
  mean: number;
  /** v, the sample variance (n - 1 denominator). */
  variance: number;
  /** clamp(v / m, 1, 3); 1 when m = 0. */
  phi: number;
  /** S = sum / phi: the references as if they were Poisson counts. */
  scaledSum: number;
  pastYears: number;
  alpha: number;
}

/** Indices of the reference weeks for week index t (the recent window is clipped at the series start). */
export const referenceIndices = (t: number): { indices: number[]; pastYears: number } => {
  const indices: number[] = [];
  for (let i = Math.max(0, t - RECENT_FIRST_LAG); i <= t - RECENT_LAST_LAG; i++) indices.push(i);
  let pastYears = 0;
  for (let k = 1; k <= MAX_PAST_YEARS; k++) {
    const centre = t - WEEKS_PER_YEAR * k;
    if (centre - PAST_YEAR_HALF_WIDTH < 0) break;
    for (let i = centre - PAST_YEAR_HALF_WIDTH; i <= centre + PAST_YEAR_HALF_WIDTH; i++) indices.push(i);
    pastYears++;
  }
  return { indices, pastYears };
};

export const clampPhi = (variance: number, mean: number): number =>
  mean > 0 ? Math.min(PHI_MAX, Math.max(PHI_MIN, variance / mean)) : PHI_MIN;

/** Reference statistics for the last element of `counts` (week T). */
export const buildReference = (counts: readonly number[]): Reference => {
  const t = counts.length - 1;
  const { indices, pastYears } = referenceIndices(t);
  const values = indices.map((i) => counts[i] ?? 0);
  const count = values.length;
  const sum = values.reduce((acc, value) => acc + value, 0);
  const mean = count > 0 ? sum / count : 0;
  // With a single reference there is no spread to measure; treat it as Poisson (v = m, phi = 1).
  const variance =
    count > 1 ? values.reduce((acc, value) => acc + (value - mean) ** 2, 0) / (count - 1) : mean;
  const phi = clampPhi(variance, mean);
  return {
    values,
    count,
    sum,
    mean,
    variance,
    phi,
    scaledSum: sum / phi,
    pastYears,
    alpha: pastYears > 0 ? ALPHA_WITH_PAST_YEAR : ALPHA_RECENT_ONLY,
  };
};
