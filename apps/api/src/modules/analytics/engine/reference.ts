/**
 * The recent-window reference: what a barangay's week T "usually" looks like when the seasonal model of
 * baseline.ts cannot be fitted (under two years of weeks, or too few cases for a seasonal fit).
 *
 * The recent window y[T-10..T-3] follows the current level; the two-week gap keeps an outbreak that is
 * already under way (and late reports of it) out of its own baseline. It knows nothing of the season,
 * so its interval is wider: the Jeffreys predictive carries the uncertainty of an eight-week mean, and
 * alpha is 0.001 instead of 0.005. (Engine 1 also pooled same-season windows of past years here; the
 * seasonal model replaced them, see docs/decisions/006.)
 */

export const RECENT_FIRST_LAG = 10;
export const RECENT_LAST_LAG = 3;
export const PHI_MIN = 1;
export const PHI_MAX = 3;
/** Stricter than the seasonal model's 0.005: eight recent weeks, and no knowledge of the season. */
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
  alpha: number;
}

/** Indices of the reference weeks for week index t (clipped at the series start). */
export const referenceIndices = (t: number): number[] => {
  const indices: number[] = [];
  for (let i = Math.max(0, t - RECENT_FIRST_LAG); i <= t - RECENT_LAST_LAG; i++) indices.push(i);
  return indices;
};

export const clampPhi = (variance: number, mean: number): number =>
  mean > 0 ? Math.min(PHI_MAX, Math.max(PHI_MIN, variance / mean)) : PHI_MIN;

/** Reference statistics for the last element of `counts` (week T). */
export const buildReference = (counts: readonly number[]): Reference => {
  const t = counts.length - 1;
  const indices = referenceIndices(t);
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
    alpha: ALPHA_RECENT_ONLY,
  };
};
