import type { SeasonalBaseline } from './baseline.ts';
import { negBinUpperTail } from './distributions.ts';
import type { Reference } from './reference.ts';

/**
 * The spike rule: p1 asks "is this week unusual", p2 "are these two weeks together unusual", which
 * catches an outbreak split across a week boundary. Two baselines give the predictive distribution:
 * - seasonal (baseline.ts): negative binomial with the model's mean mu and variance phi mu + mu^2 (e^v - 1),
 *   the estimated dispersion plus the uncertainty of the fitted mean (v = var log mu); alpha 0.005.
 * - recent window (reference.ts): with a Jeffreys Gamma(1/2) prior on a weekly Poisson rate and n
 *   reference weeks summing to S, the predictive count for one new week is NegBin(S + 1/2, n/(n+1)) and
 *   for two new weeks NegBin(S + 1/2, n/(n+2)); over-dispersion quasi-Poisson style, counts and
 *   references divided by phi; alpha 0.001.
 */

export const SPIKE_MIN_WEEK = 3;
export const SPIKE_MIN_TWO_WEEKS = 4;
export const ALPHA_SEASONAL = 0.0025;

export type Baseline =
  | { kind: 'seasonal'; model: SeasonalBaseline }
  | { kind: 'recent'; reference: Reference };

export interface SpikeTest {
  p1: number;
  p2: number;
  isSpike: boolean;
  /** Which rule fired, for the explanation: the one-week rule wins when both do. */
  rule: 'week' | 'two_weeks' | null;
}

// A size this large is a Poisson for any count a barangay can have; it keeps the incomplete beta fast.
const MAX_SIZE = 1e6;
// mean^2 / excess underflows to 0 when a fitted trend has driven the mean to ~1e-170 (a barangay whose
// cases stopped years ago); any tiny size gives the same answer there: P(Y >= 1) is about 0.
const MIN_SIZE = 1e-8;

/** P(Y >= k) for a negative binomial with this mean and variance (variance >= mean). */
const upperTail = (k: number, mean: number, variance: number): number => {
  if (k <= 0) return 1;
  if (!(mean > 0)) return 0;
  const excess = variance - mean;
  const size = excess > 0 ? Math.min(MAX_SIZE, Math.max(MIN_SIZE, (mean * mean) / excess)) : MAX_SIZE;
  return negBinUpperTail(k, size, size / (size + mean));
};

const seasonalTail = (model: SeasonalBaseline, count: number, mean: number): number =>
  upperTail(count, mean, model.phi * mean + mean * mean * Math.expm1(model.logVariance));

export const alphaOf = (baseline: Baseline): number =>
  baseline.kind === 'seasonal' ? ALPHA_SEASONAL : baseline.reference.alpha;

export const spikeP1 = (baseline: Baseline, current: number): number => {
  if (baseline.kind === 'seasonal') return seasonalTail(baseline.model, current, baseline.model.expected);
  const { reference } = baseline;
  return negBinUpperTail(
    Math.floor(current / reference.phi),
    reference.scaledSum + 0.5,
    reference.count / (reference.count + 1),
  );
};

export const spikeP2 = (baseline: Baseline, current: number, previous: number): number => {
  if (baseline.kind === 'seasonal') {
    const { model } = baseline;
    return seasonalTail(model, current + previous, model.expected + model.expectedPrevious);
  }
  const { reference } = baseline;
  return negBinUpperTail(
    Math.floor((current + previous) / reference.phi),
    reference.scaledSum + 0.5,
    reference.count / (reference.count + 2),
  );
};

export const testSpike = (baseline: Baseline, current: number, previous: number): SpikeTest => {
  const alpha = alphaOf(baseline);
  const p1 = spikeP1(baseline, current);
  const p2 = spikeP2(baseline, current, previous);
  const weekRule = p1 < alpha && current >= SPIKE_MIN_WEEK;
  const twoWeekRule = p2 < alpha && current + previous >= SPIKE_MIN_TWO_WEEKS;
  return {
    p1,
    p2,
    isSpike: weekRule || twoWeekRule,
    rule: weekRule ? 'week' : twoWeekRule ? 'two_weeks' : null,
  };
};

// 2^40 cases in a week is beyond any real series; reaching it means the predicate is broken.
const SEARCH_CEILING = 2 ** 40;

/**
 * The smallest whole y_T that the spike rule (either part) would flag, with the same baseline and
 * y_{T-1}. Both p-values fall as y_T grows, so the predicate is monotone: double until it holds, then
 * bisect. Using the rule itself (not an inverted formula) means the threshold can never disagree with
 * the label.
 */
export const spikeThreshold = (baseline: Baseline, previous: number): number => {
  const fires = (current: number): boolean => testSpike(baseline, current, previous).isSpike;
  if (fires(0)) return 0;
  let low = 0; // the largest count known not to fire
  let high = 1;
  while (!fires(high)) {
    low = high;
    high *= 2;
    if (high > SEARCH_CEILING) throw new Error('Spike threshold search did not terminate');
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fires(middle)) high = middle;
    else low = middle;
  }
  return high;
};
