import { negBinUpperTail } from './distributions.ts';
import type { Reference } from './reference.ts';

/**
 * The spike rule. With a Jeffreys Gamma(1/2) prior on a weekly Poisson rate and n reference weeks
 * summing to S, the predictive count for one new week is NegBin(S + 1/2, n/(n+1)) and for the sum of two
 * new weeks NegBin(S + 1/2, n/(n+2)). Over-dispersion is handled quasi-Poisson style: counts and
 * references are divided by phi. p1 asks "is this week unusual", p2 "are these two weeks together
 * unusual", which catches an outbreak split across a week boundary.
 */

export const SPIKE_MIN_WEEK = 3;
export const SPIKE_MIN_TWO_WEEKS = 4;

export interface SpikeTest {
  p1: number;
  p2: number;
  isSpike: boolean;
  /** Which rule fired, for the explanation: the one-week rule wins when both do. */
  rule: 'week' | 'two_weeks' | null;
}

const predictiveSize = (reference: Reference): number => reference.scaledSum + 0.5;

export const spikeP1 = (reference: Reference, current: number): number =>
  negBinUpperTail(
    Math.floor(current / reference.phi),
    predictiveSize(reference),
    reference.count / (reference.count + 1),
  );

export const spikeP2 = (reference: Reference, current: number, previous: number): number =>
  negBinUpperTail(
    Math.floor((current + previous) / reference.phi),
    predictiveSize(reference),
    reference.count / (reference.count + 2),
  );

export const testSpike = (reference: Reference, current: number, previous: number): SpikeTest => {
  const p1 = spikeP1(reference, current);
  const p2 = spikeP2(reference, current, previous);
  const weekRule = p1 < reference.alpha && current >= SPIKE_MIN_WEEK;
  const twoWeekRule = p2 < reference.alpha && current + previous >= SPIKE_MIN_TWO_WEEKS;
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
 * The smallest whole y_T that the spike rule (either part) would flag, with the same references and
 * y_{T-1}. Both p-values fall as y_T grows and both count floors are monotone, so the predicate is
 * monotone: double until it holds, then bisect. Using the rule itself (not an inverted formula) means
 * the threshold can never disagree with the label.
 */
export const spikeThreshold = (reference: Reference, previous: number): number => {
  const fires = (current: number): boolean => testSpike(reference, current, previous).isSpike;
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
