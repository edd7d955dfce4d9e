import { fitPoissonGlm, quadraticForm } from './glm.ts';

/**
 * The seasonal baseline of engine 2: what week T (and T-1) should hold given the trend and the season,
 * fitted to up to five years of weeks before T-2. Used when at least two years of weeks exist; shorter
 * series fall back to the recent window (reference.ts). Rule and sources: docs/decisions/006.
 *
 * - Model: log E[y_t] = a + b t + sum over j = 1, 2 of c_j cos(2 pi j t / 52) + d_j sin(2 pi j t / 52),
 *   quasi-Poisson: a log-linear fit with trend and two seasonal harmonics (the form of Noufaily et al.
 *   2013's simulation model; the second harmonic lets a sharp dengue season be narrower than a cosine).
 * - Past outbreaks: after a first fit, weeks whose Anscombe residual exceeds 2.58 get weight s^-2, the
 *   weights rescaled to sum to the number of weeks, and the model refitted (Farrington et al. 1996,
 *   threshold of Noufaily et al. 2013). Unlike Farrington, residuals below -2.58 are down-weighted too:
 *   in the real city series such weeks are reporting faults (0 cases among weeks of 170), and counts
 *   that low cannot occur at small means, so this changes nothing where counts are few.
 * - Year-to-year level: the fit is global over five years, but real seasons differ in height. The weeks
 *   are cut into 8-week blocks (newest first); the week-to-week dispersion phi is the Pearson statistic
 *   around each block's own level, and the between-block variance tau^2 of observed against fitted block
 *   sums is estimated by moments (Var O = phi E + tau^2 E^2). Only when the blocks differ beyond noise
 *   (a chi-square of the block sums above J + 3 sqrt(2J)) does the newest block's ratio, shrunk towards 1
 *   by tau^2 (a gamma-Poisson posterior), scale the expectation, and phi become the within-block one;
 *   otherwise the scale is exactly 1 and phi the fit's quasi-Poisson dispersion.
 * - Uncertainty: var(log mu_T) = phi_fit x' (X'WX)^-1 x (phi_fit: the Pearson dispersion of the fit
 *   itself) plus the shrunk level's variance; the predictive count is negative binomial with mean mu and
 *   variance phi mu + mu^2 (e^v - 1).
 */

export const WEEKS_PER_YEAR = 52;
/** The newest fitted week is T-3: T-1 and T are what is tested, T-2 may hold the outbreak's start. */
export const FIT_GAP_WEEKS = 3;
/** Five years of weeks, as Farrington's b = 5. */
export const FIT_SPAN_WEEKS = 5 * WEEKS_PER_YEAR;
/** The seasonal model needs two full years of weeks; shorter series use the recent window. */
export const SEASONAL_MIN_WEEKS = 2 * WEEKS_PER_YEAR;
/** Below this many cases in the fit window a harmonic fit is noise: the recent window is used. */
export const SEASONAL_MIN_CASES = 20;
export const REWEIGHT_THRESHOLD = 2.58;
export const PHI_OUTLIER_THRESHOLD = 4;
export const LEVEL_BLOCK_WEEKS = 8;
export const PHI_MIN = 1;

export interface SeasonalBaseline {
  /** Expected count in week T and in week T-1. */
  expected: number;
  expectedPrevious: number;
  /** Expected sums of weeks T-3..T and T-7..T-4, for the four-week rule. */
  expectedCurrent4: number;
  expectedPrevious4: number;
  phi: number;
  /** Variance of log mu_T from the estimation (coefficients and level). */
  logVariance: number;
  /** Weeks in the fit and whole years they span. */
  weeks: number;
  years: number;
  /** The newest block's shrunk level against the fit (1 without between-block variation). */
  level: number;
  tau2: number;
  /** The weeks the reweighting turned down (weight below 1/4). */
  downWeighted: number;
}

const ANGLE = (2 * Math.PI) / WEEKS_PER_YEAR;
const row = (t: number, origin: number): number[] => {
  // Trend in years from the newest fitted week keeps the columns on similar scales.
  const years = (t - origin) / WEEKS_PER_YEAR;
  return [
    1,
    years,
    Math.cos(ANGLE * t),
    Math.sin(ANGLE * t),
    Math.cos(2 * ANGLE * t),
    Math.sin(2 * ANGLE * t),
  ];
};

const anscombe = (y: number, mu: number, phi: number): number =>
  (1.5 * (y ** (2 / 3) - mu ** (2 / 3))) / (Math.sqrt(phi) * mu ** (1 / 6));

const pearsonPhi = (
  y: readonly number[],
  mu: readonly number[],
  weights: readonly number[],
  parameters: number,
): number => {
  let sum = 0;
  let weightTotal = 0;
  for (let i = 0; i < y.length; i++) {
    const m = mu[i]!;
    weightTotal += weights[i]!;
    if (m > 0) sum += (weights[i]! * ((y[i] ?? 0) - m) ** 2) / m;
  }
  const degrees = weightTotal - parameters;
  return degrees > 0 ? Math.max(PHI_MIN, sum / degrees) : PHI_MIN;
};

interface BlockLevels {
  /** Week-to-week dispersion around each block's own level. */
  phi: number;
  /** Between-block variance of the level, by moments. */
  tau2: number;
  /** Whether the blocks differ beyond noise: sum (O - E)^2 / (phi E) over J full blocks > J + 3 sqrt(2J). */
  significant: boolean;
  /** Observed and fitted (weighted) sums of the newest block. */
  newestObserved: number;
  newestExpected: number;
}

/** phi within 8-week blocks and tau^2 between them (blocks cut from the newest week back). */
const blockLevels = (
  y: readonly number[],
  mu: readonly number[],
  weights: readonly number[],
  parameters: number,
): BlockLevels => {
  const blocks: { from: number; to: number; observed: number; expected: number }[] = [];
  for (let end = y.length; end > 0; end -= LEVEL_BLOCK_WEEKS) {
    const from = Math.max(0, end - LEVEL_BLOCK_WEEKS);
    let observed = 0;
    let expected = 0;
    for (let i = from; i < end; i++) {
      observed += weights[i]! * (y[i] ?? 0);
      expected += weights[i]! * mu[i]!;
    }
    blocks.push({ from, to: end, observed, expected });
  }
  let pearson = 0;
  let weightTotal = 0;
  let informative = 0;
  for (const block of blocks) {
    // A block without cases fits its own level exactly (zero): its weeks say nothing of the dispersion
    // and must not count as degrees of freedom, or phi comes out low wherever counts are sparse.
    if (!(block.observed > 0 && block.expected > 0)) continue;
    informative++;
    const ratio = block.observed / block.expected;
    for (let i = block.from; i < block.to; i++) {
      const m = mu[i]! * ratio;
      weightTotal += weights[i]!;
      if (m > 0) pearson += (weights[i]! * ((y[i] ?? 0) - m) ** 2) / m;
    }
  }
  const degrees = weightTotal - parameters - informative;
  const phi = degrees > 0 ? Math.max(PHI_MIN, pearson / degrees) : PHI_MIN;
  let numerator = 0;
  let denominator = 0;
  let chiSquare = 0;
  let full = 0;
  for (const block of blocks) {
    if (block.to - block.from < LEVEL_BLOCK_WEEKS || !(block.expected > 0)) continue;
    numerator += (block.observed - block.expected) ** 2 - phi * block.expected;
    denominator += block.expected ** 2;
    chiSquare += (block.observed - block.expected) ** 2 / (phi * block.expected);
    full++;
  }
  const newest = blocks[0];
  return {
    phi,
    significant: full > 0 && chiSquare > full + 3 * Math.sqrt(2 * full),
    tau2: denominator > 0 ? Math.max(0, numerator / denominator) : 0,
    newestObserved: newest?.observed ?? 0,
    newestExpected: newest?.expected ?? 0,
  };
};

/** The baseline for the last element of `counts`, or null when the series is too short or too sparse. */
export const seasonalBaseline = (counts: readonly number[]): SeasonalBaseline | null => {
  const t = counts.length - 1;
  if (counts.length < SEASONAL_MIN_WEEKS) return null;
  const last = t - FIT_GAP_WEEKS;
  const first = Math.max(0, last - FIT_SPAN_WEEKS + 1);
  const rows: number[][] = [];
  const y: number[] = [];
  let cases = 0;
  for (let i = first; i <= last; i++) {
    rows.push(row(i, last));
    y.push(counts[i] ?? 0);
    cases += counts[i] ?? 0;
  }
  if (cases < SEASONAL_MIN_CASES) return null;
  const parameters = rows[0]!.length;
  const ones = new Array<number>(y.length).fill(1);
  const firstFit = fitPoissonGlm(rows, y, ones);
  if (firstFit === null) return null;

  const phi0 = pearsonPhi(y, firstFit.fitted, ones, parameters);
  const residuals = y.map((value, i) => anscombe(value, firstFit.fitted[i]!, phi0));
  // Both sides: a week far below its fit is a reporting gap (a zero among hundreds), not information.
  const raw = residuals.map((s) => (Math.abs(s) > REWEIGHT_THRESHOLD ? s ** -2 : 1));
  const rawTotal = raw.reduce((a, b) => a + b, 0);
  const weights = raw.map((w) => (w * y.length) / rawTotal);
  const fit = fitPoissonGlm(rows, y, weights, firstFit.coefficients) ?? firstFit;
  // The dispersion keeps the ordinary tail weeks the 2.58 reweighting turned down (at a mean of 0.5 a
  // week of 6 is one), or phi would be biased low; only gross outliers (|s| > 4) are turned down.
  const phiWeights = residuals.map((s) => (Math.abs(s) > PHI_OUTLIER_THRESHOLD ? s ** -2 : 1));
  const fitPhi = pearsonPhi(y, fit.fitted, phiWeights, parameters);

  // The newest block's level against the fit, shrunk by the between-block variance.
  const levels = blockLevels(y, fit.fitted, weights, parameters);
  // Without real differences between blocks the level term would only add noise: phi is the fit's.
  const useLevel = levels.significant && levels.tau2 > 0;
  const phi = useLevel ? Math.min(fitPhi, levels.phi) : fitPhi;
  let level = 1;
  let levelLogVariance = 0;
  if (useLevel) {
    const prior = 1 / levels.tau2;
    const shape = prior + levels.newestObserved / phi;
    level = shape / (prior + levels.newestExpected / phi);
    levelLogVariance = 1 / shape;
  }

  const at = (week: number): { mean: number; logVariance: number } => {
    const x = row(week, last);
    let eta = 0;
    for (let j = 0; j < parameters; j++) eta += x[j]! * fit.coefficients[j]!;
    return {
      mean: Math.exp(eta) * level,
      logVariance: fitPhi * quadraticForm(x, fit.inverseInformation) + levelLogVariance,
    };
  };
  const sum = (from: number, to: number): number => {
    let total = 0;
    for (let week = from; week <= to; week++) total += at(week).mean;
    return total;
  };
  const current = at(t);
  return {
    expected: current.mean,
    expectedPrevious: at(t - 1).mean,
    expectedCurrent4: sum(t - 3, t),
    expectedPrevious4: sum(t - 7, t - 4),
    phi,
    logVariance: current.logVariance,
    weeks: y.length,
    years: Math.floor(y.length / WEEKS_PER_YEAR),
    level,
    tau2: useLevel ? levels.tau2 : 0,
    downWeighted: weights.filter((w) => w < 0.25).length,
  };
};
