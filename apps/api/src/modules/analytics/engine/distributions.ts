/**
 * The few probability functions the pattern rules need, written out so the engine has no dependency and
 * every number it stores can be reproduced by hand (or in R: pnbinom, pbinom, pbeta, lgamma).
 */

// Lanczos coefficients for g = 7, n = 9: relative error about 1e-15 over x > 0, far below what the
// incomplete beta needs. The shorter Numerical Recipes set (g = 5) stops at 2e-10.
const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
  12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
] as const;
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(x) for x > 0. */
export const logGamma = (x: number): number => {
  if (!(x > 0) || !Number.isFinite(x)) throw new RangeError(`logGamma needs a finite x > 0, got ${x}`);
  // Reflection keeps the series in the range where it converges well.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let series = LANCZOS_COEFFICIENTS[0];
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i++) {
    series += (LANCZOS_COEFFICIENTS[i] ?? 0) / (z + i);
  }
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(series);
};

const CF_EPSILON = 1e-15;
const CF_TINY = 1e-300;
// The continued fraction needs O(sqrt(max(a, b))) terms; a city-wide reference sum of a few
// hundred thousand still converges well inside this bound.
const CF_MAX_ITERATIONS = 20_000;

/** Continued fraction of I_x(a, b) by the modified Lentz method (Numerical Recipes, betacf). */
const betaContinuedFraction = (a: number, b: number, x: number): number => {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  const guard = (value: number): number => (Math.abs(value) < CF_TINY ? CF_TINY : value);
  let c = 1;
  let d = 1 / guard(1 - (qab * x) / qap);
  let h = d;
  for (let m = 1; m <= CF_MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    // Even step.
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 / guard(1 + aa * d);
    c = guard(1 + aa / c);
    h *= d * c;
    // Odd step.
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 / guard(1 + aa * d);
    c = guard(1 + aa / c);
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < CF_EPSILON) return h;
  }
  throw new Error(`Incomplete beta did not converge (a = ${a}, b = ${b}, x = ${x})`);
};

/** Regularized incomplete beta I_x(a, b) for a, b > 0 and 0 <= x <= 1. */
export const regularizedIncompleteBeta = (x: number, a: number, b: number): number => {
  if (!(a > 0) || !(b > 0)) throw new RangeError(`Incomplete beta needs a, b > 0, got ${a}, ${b}`);
  if (Number.isNaN(x) || x < 0 || x > 1) throw new RangeError(`Incomplete beta needs 0 <= x <= 1, got ${x}`);
  if (x === 0) return 0;
  if (x === 1) return 1;
  const logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  const front = Math.exp(logFront);
  // The fraction converges fast only on one side of the mean; use the symmetry I_x(a,b) = 1 - I_1-x(b,a).
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
};

/**
 * P(Y >= k) for Y ~ NegBin(size, prob), P(Y = y) = Γ(y+size)/(Γ(size) y!) prob^size (1-prob)^y, with a
 * real-valued size (the rules use S + 0.5). From P(Y <= k-1) = I_prob(size, k), the upper tail is
 * I_(1-prob)(k, size): computed directly, so a tail of 1e-6 keeps its relative precision.
 */
export const negBinUpperTail = (k: number, size: number, prob: number): number => {
  if (!(size > 0)) throw new RangeError(`NegBin size must be > 0, got ${size}`);
  if (!(prob > 0 && prob <= 1)) throw new RangeError(`NegBin prob must be in (0, 1], got ${prob}`);
  const threshold = Math.ceil(k);
  if (threshold <= 0) return 1;
  if (prob === 1) return 0;
  return regularizedIncompleteBeta(1 - prob, threshold, size);
};

/**
 * Exact P(X >= c) for X ~ Binomial(n, p), through P(X >= c) = I_p(c, n - c + 1): the same sum as adding
 * the binomial terms, without overflow for a city-wide n in the thousands.
 */
export const binomialUpperTail = (c: number, n: number, p: number): number => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Binomial n must be a whole number, got ${n}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`Binomial p must be in [0, 1], got ${p}`);
  const threshold = Math.ceil(c);
  if (threshold <= 0) return 1;
  if (threshold > n) return 0;
  if (p === 0) return 0;
  if (p === 1) return 1;
  return regularizedIncompleteBeta(p, threshold, n - threshold + 1);
};
