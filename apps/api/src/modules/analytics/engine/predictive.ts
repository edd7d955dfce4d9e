import { negBinUpperTail } from './distributions.ts';

/**
 * The seasonal model's predictive tail P(Y >= k): a negative binomial with variance phi mu around each
 * possible true mean, averaged over the uncertainty of the fitted mean, log mu ~ Normal(log mu_hat, v).
 *
 * Why a mixture rather than one negative binomial with the variance phi mu + mu^2 (e^v - 1): at a mean of
 * 0.05 a week the second term vanishes even when v says the true mean could be five times higher, and the
 * tail of 4 or 5 cases is decided almost wholly by those higher means. Matching two moments made such
 * weeks look far more unusual than they are; the mixture keeps the whole spread of plausible means.
 * The integral over log mu is a trapezoid rule on the standard normal density, which for a smooth
 * integrand is accurate far beyond what a p-value needs.
 */

// A size this large is a Poisson for any count a barangay can have; it keeps the incomplete beta fast.
const MAX_SIZE = 1e6;
// mean / (phi - 1) underflows when a fitted trend has driven the mean to ~1e-170 (a barangay whose cases
// stopped years ago); any tiny size gives the same answer there: P(Y >= 1) is about 0.
const MIN_SIZE = 1e-8;
const STEP = 0.5;
const NODES = Array.from({ length: 25 }, (_, i) => (i - 12) * STEP);
const NODE_WEIGHTS = (() => {
  const raw = NODES.map((z) => Math.exp(-0.5 * z * z));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / total);
})();
// Below this log-scale variance the mixture equals the plug-in to well under a percent of the tail.
const MIN_LOG_VARIANCE = 1e-6;
// A fit whose trend ran a vanished series down to ~1e-100 reports a log variance in the hundreds: the
// mean is then "anywhere", and every count would look ordinary. The spread is capped at a standard
// deviation of 2 on the log scale (a factor of 7 either way), still wider than any informative fit gives.
const MAX_LOG_VARIANCE = 4;

/** P(Y >= k) for a negative binomial with mean `mean` and variance phi x mean (phi >= 1). */
export const quasiPoissonTail = (k: number, mean: number, phi: number): number => {
  if (k <= 0) return 1;
  if (!(mean > 0)) return 0;
  const size = phi > 1 ? Math.min(MAX_SIZE, Math.max(MIN_SIZE, mean / (phi - 1))) : MAX_SIZE;
  const prob = size / (size + mean);
  // A mean so large that prob underflows (a node far out in the mixture) makes any count likely.
  return prob > 0 ? negBinUpperTail(k, size, prob) : 1;
};

/** P(Y >= k) when log of the mean is Normal(log mean, logVariance) and Y given the mean is quasi-Poisson. */
export const predictiveTail = (k: number, mean: number, phi: number, logVariance: number): number => {
  if (k <= 0) return 1;
  if (!(mean > 0)) return 0;
  if (!(logVariance > MIN_LOG_VARIANCE)) return quasiPoissonTail(k, mean, phi);
  const sd = Math.sqrt(Math.min(logVariance, MAX_LOG_VARIANCE));
  let tail = 0;
  for (let i = 0; i < NODES.length; i++) {
    tail += NODE_WEIGHTS[i]! * quasiPoissonTail(k, mean * Math.exp(sd * NODES[i]!), phi);
  }
  return Math.min(1, tail);
};

/**
 * `predictiveTail(k, mean, phi, logVariance) < alpha`, for a search over k with the other arguments fixed:
 * the nodes' means are computed once, and the sum stops as soon as it reaches alpha. The terms are added
 * in the same order as predictiveTail adds them and a sum of non-negative terms never falls, so the
 * answer is exactly that of the full comparison.
 */
export const predictiveTailBelow = (
  mean: number,
  phi: number,
  logVariance: number,
  alpha: number,
): ((k: number) => boolean) => {
  if (!(mean > 0) || !(logVariance > MIN_LOG_VARIANCE)) {
    return (k) => predictiveTail(k, mean, phi, logVariance) < alpha;
  }
  const sd = Math.sqrt(Math.min(logVariance, MAX_LOG_VARIANCE));
  const nodeMeans = NODES.map((z) => mean * Math.exp(sd * z));
  return (k) => {
    if (k <= 0) return 1 < alpha;
    let tail = 0;
    for (let i = 0; i < nodeMeans.length; i++) {
      tail += NODE_WEIGHTS[i]! * quasiPoissonTail(k, nodeMeans[i]!, phi);
      if (tail >= alpha) return false;
    }
    return Math.min(1, tail) < alpha;
  };
};
