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

/** Weeks behind T-3 whose spread also informs phi, when the series has them. */
export const PHI_WINDOW_WEEKS = 24;
/** Twice the recent window: a longer window that is barely longer adds nothing. */
export const PHI_WINDOW_MIN_WEEKS = 16;

/**
 * Eight weeks say little about over-dispersion: at a true phi of 3 their sample variance often reads 1,
 * and every burst then looks unusual. Where the series is longer, the spread of up to 24 weeks before
 * T-2 is measured as well, and the larger phi counts (with the same cap). Slow changes of level inflate
 * the longer window's variance, which errs on the side of fewer false spikes.
 */
const longPhi = (counts: readonly number[], t: number): number => {
  const values = counts.slice(
    Math.max(0, t - RECENT_LAST_LAG - PHI_WINDOW_WEEKS + 1),
    t - RECENT_LAST_LAG + 1,
  );
  if (values.length < PHI_WINDOW_MIN_WEEKS) return PHI_MIN;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return clampPhi(variance, mean);
};

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
  const phi = Math.max(clampPhi(variance, mean), longPhi(counts, t));
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
