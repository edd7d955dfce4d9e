import { classifySeries } from '../../../apps/api/src/modules/analytics/engine/classify.ts';
import { trendTest } from '../../../apps/api/src/modules/analytics/engine/trend.ts';
import { earsC1, sameWeekMeanTwoSd } from './comparators.ts';
import { FIRST_EVALUATED, OUTBREAK_SIZES, type Outbreak, TOTAL_WEEKS } from './simulate.ts';

/**
 * Tallies for one noise model, summed over replicates. Definitions (also in detection.ts):
 * - FPR: alarms / barangay-weeks T of the evaluated year with no injected case in weeks T-10..T, the
 *   span every rule's statistics read (our recent references and four-week sums, EARS's 7 weeks).
 * - POD: an outbreak is detected when the rule alarms in some week from its start to its last case
 *   week + 2. Delay: first such alarm week - start week, averaged over detected outbreaks.
 * - The increase rule on an 8-case outbreak: the four-week rule says increase in that same window,
 *   whether or not the spike rule overrode the label.
 * - Flat series: share of all evaluated barangay-weeks where the four-week rule says increase
 *   (or decrease); no outbreak exists there, so each one is false.
 */

export const METHODS = ['ours', 'ears', 'meanTwoSd'] as const;
export type Method = (typeof METHODS)[number];

export interface MethodTally {
  falseAlarms: number;
  detected: Record<number, number>;
  delaySum: number;
  delayCount: number;
  flatAlarms: number;
}

export interface Tally {
  cleanWeeks: number;
  outbreaks: Record<number, number>;
  methods: Record<Method, MethodTally>;
  increaseRule8: number;
  flatWeeks: number;
  flatIncrease: number;
  flatDecrease: number;
}

const bySize = (): Record<number, number> => Object.fromEntries(OUTBREAK_SIZES.map((s) => [s, 0]));

export const emptyTally = (): Tally => ({
  cleanWeeks: 0,
  outbreaks: bySize(),
  methods: Object.fromEntries(
    METHODS.map((m) => [
      m,
      { falseAlarms: 0, detected: bySize(), delaySum: 0, delayCount: 0, flatAlarms: 0 },
    ]),
  ) as Record<Method, MethodTally>,
  increaseRule8: 0,
  flatWeeks: 0,
  flatIncrease: 0,
  flatDecrease: 0,
});

const classifyWeek = (series: readonly number[], t: number) => {
  const result = classifySeries({ counts: series.slice(0, t + 1), computeSpikeThreshold: false });
  const alarms: Record<Method, boolean> = {
    ours: result.pattern === 'spike',
    ears: earsC1(series, t),
    meanTwoSd: sameWeekMeanTwoSd(series, t),
  };
  return { alarms, trend: trendTest(result.current4, result.previous4).label };
};

export const tallyOutbreakSeries = (tally: Tally, series: readonly number[], outbreak: Outbreak): void => {
  tally.outbreaks[outbreak.size] = (tally.outbreaks[outbreak.size] ?? 0) + 1;
  const firstAlarm: Partial<Record<Method, number>> = {};
  let increaseSeen = false;
  for (let t = FIRST_EVALUATED; t < TOTAL_WEEKS; t++) {
    const { alarms, trend } = classifyWeek(series, t);
    const clean = t < outbreak.start || t > outbreak.end + 10;
    const inWindow = t >= outbreak.start && t <= outbreak.end + 2;
    if (clean) tally.cleanWeeks++;
    for (const method of METHODS) {
      if (!alarms[method]) continue;
      if (clean) tally.methods[method].falseAlarms++;
      if (inWindow && firstAlarm[method] === undefined) firstAlarm[method] = t;
    }
    if (inWindow && trend === 'increase') increaseSeen = true;
  }
  for (const method of METHODS) {
    const week = firstAlarm[method];
    if (week === undefined) continue;
    const m = tally.methods[method];
    m.detected[outbreak.size] = (m.detected[outbreak.size] ?? 0) + 1;
    m.delaySum += week - outbreak.start;
    m.delayCount++;
  }
  if (outbreak.size === 8 && increaseSeen) tally.increaseRule8++;
};

export const tallyFlatSeries = (tally: Tally, series: readonly number[]): void => {
  for (let t = FIRST_EVALUATED; t < TOTAL_WEEKS; t++) {
    const { alarms, trend } = classifyWeek(series, t);
    tally.flatWeeks++;
    if (trend === 'increase') tally.flatIncrease++;
    if (trend === 'decrease') tally.flatDecrease++;
    for (const method of METHODS) if (alarms[method]) tally.methods[method].flatAlarms++;
  }
};
