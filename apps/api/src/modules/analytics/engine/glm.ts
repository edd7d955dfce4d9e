/**
 * A weighted Poisson log-linear fit by iteratively reweighted least squares, small enough to run for every
 * barangay after each import: four or so columns, a few hundred weeks, a handful of iterations. The
 * quasi-Poisson dispersion is estimated afterwards from the Pearson residuals (McCullagh and Nelder 1989,
 * ch. 6), which is what Farrington et al. (1996) and Noufaily et al. (2013) do as well.
 */

export interface GlmFit {
  coefficients: number[];
  /** (X'WX)^-1 at the solution, unscaled (multiply by phi for the quasi-Poisson covariance). */
  inverseInformation: number[][];
  /** Fitted means, one per row. */
  fitted: number[];
  converged: boolean;
}

const MAX_ITERATIONS = 8;
const TOLERANCE = 1e-8;

/** Solves A x = b for a symmetric positive definite A by Cholesky; null when A is not positive definite. */
const choleskyInverse = (a: number[][]): number[][] | null => {
  const n = a.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (!(sum > 1e-12)) return null;
        l[i]![i] = Math.sqrt(sum);
      } else l[i]![j] = sum / l[j]![j]!;
    }
  }
  // Invert L, then A^-1 = L^-T L^-1.
  const li = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    li[i]![i] = 1 / l[i]![i]!;
    for (let j = 0; j < i; j++) {
      let sum = 0;
      for (let k = j; k < i; k++) sum -= l[i]![k]! * li[k]![j]!;
      li[i]![j] = sum / l[i]![i]!;
    }
  }
  const inverse = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = 0;
      for (let k = i; k < n; k++) sum += li[k]![i]! * li[k]![j]!;
      inverse[i]![j] = sum;
      inverse[j]![i] = sum;
    }
  }
  return inverse;
};

/**
 * Fits log E[y] = X beta with prior weights. `start` warm-starts the iterations (the reweighted refit
 * starts from the first fit). Returns null when the information matrix is singular (all-zero counts, or a
 * column without variation in the window): the caller falls back to a simpler baseline.
 */
export const fitPoissonGlm = (
  rows: readonly (readonly number[])[],
  y: readonly number[],
  weights: readonly number[],
  start?: readonly number[],
): GlmFit | null => {
  const n = rows.length;
  const p = rows[0]?.length ?? 0;
  if (n === 0 || p === 0) return null;
  let weightedSum = 0;
  let weightTotal = 0;
  for (let i = 0; i < n; i++) {
    weightedSum += (weights[i] ?? 0) * (y[i] ?? 0);
    weightTotal += weights[i] ?? 0;
  }
  if (!(weightedSum > 0)) return null;
  const beta = start
    ? [...start]
    : [Math.log(weightedSum / weightTotal), ...new Array<number>(p - 1).fill(0)];
  const eta = new Array<number>(n).fill(0);
  const mu = new Array<number>(n).fill(0);
  const computeMu = (): void => {
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      let value = 0;
      for (let j = 0; j < p; j++) value += row[j]! * beta[j]!;
      eta[i] = value;
      mu[i] = Math.exp(Math.min(value, 30));
    }
  };
  computeMu();
  let inverse: number[][] | null = null;
  let converged = false;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const xtwx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    const xtwz = new Array<number>(p).fill(0);
    for (let i = 0; i < n; i++) {
      const w = (weights[i] ?? 0) * mu[i]!;
      if (w === 0) continue;
      const z = eta[i]! + ((y[i] ?? 0) - mu[i]!) / mu[i]!;
      const row = rows[i]!;
      for (let j = 0; j < p; j++) {
        const wx = w * row[j]!;
        xtwz[j]! += wx * z;
        for (let k = 0; k <= j; k++) xtwx[j]![k]! += wx * row[k]!;
      }
    }
    for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) xtwx[k]![j] = xtwx[j]![k]!;
    inverse = choleskyInverse(xtwx);
    if (inverse === null) return null;
    let change = 0;
    for (let j = 0; j < p; j++) {
      let value = 0;
      for (let k = 0; k < p; k++) value += inverse[j]![k]! * xtwz[k]!;
      change = Math.max(change, Math.abs(value - beta[j]!));
      beta[j] = value;
    }
    computeMu();
    if (change < TOLERANCE) {
      converged = true;
      break;
    }
  }
  if (inverse === null || beta.some((b) => !Number.isFinite(b))) return null;
  return { coefficients: beta, inverseInformation: inverse, fitted: mu, converged };
};

/** x' A x for a symmetric A. */
export const quadraticForm = (x: readonly number[], a: readonly (readonly number[])[]): number => {
  let sum = 0;
  for (let i = 0; i < x.length; i++) for (let j = 0; j < x.length; j++) sum += x[i]! * a[i]![j]! * x[j]!;
  return sum;
};
