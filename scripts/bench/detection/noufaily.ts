import { classifySeries } from '../../../apps/api/src/modules/analytics/engine/classify.ts';
import { quasiPoissonTail } from '../../../apps/api/src/modules/analytics/engine/predictive.ts';
import {
  ALPHA_SEASONAL_TWO_WEEKS,
  spikeScore,
} from '../../../apps/api/src/modules/analytics/engine/spike.ts';
import { earsC1, earsC2, earsC3 } from './comparators.ts';
import { engineV1Increase, engineV1SpikeScore } from './engine-v1.ts';
import {
  type FarringtonWeeks,
  farringtonAvailable,
  readFarringtonCache,
  runFarrington,
  writeFarringtonCache,
} from './farrington.ts';
import {
  FIRST_EVALUATED,
  K_VALUES,
  N_WEEKS,
  type Outbreak,
  type Scenario,
  scenarios,
  simulateSeries,
} from './noufaily-simulate.ts';
import { mulberry32, seedFrom } from './random.ts';

/**
 * Runs every method on the Noufaily-design series. Each method gives, per evaluated week, a score and a
 * level: an alarm is score < level. The engines' score is the smaller p of the spike rules that meet their
 * minimum counts, Farrington's its p-value, so both can also be re-thresholded to another false-alarm
 * rate; the EARS rules are plain alarms (score 0 or 1, level 0.5).
 *
 * 'trueMean' is no method anyone can run: the one-week rule that knows each week's true mean and dispersion
 * (the scenario's, past outbreaks excluded), scored by P(Y >= y) under that negative binomial. It shows
 * what judging each week by its own count reaches when the baseline is exact, so how much of a method's
 * shortfall is its baseline. A reference, not a strict bound: ranking weeks of different means by their
 * p-value is not the most powerful test, and ties among small counts waste part of the false-alarm rate.
 */

export const METHODS = ['engine2', 'engine1', 'C1', 'C2', 'C3', 'farrington', 'trueMean'] as const;
export type Method = (typeof METHODS)[number];

export interface SeriesRun {
  scenario: Scenario;
  outbreak: Outbreak;
  scores: Partial<Record<Method, number[]>>;
  levels: Partial<Record<Method, number>>;
  /** engine 2's label is 'increase', per evaluated week. */
  increase: boolean[];
  increaseV1: boolean[];
}

const engine2Score = (counts: readonly number[]) => {
  const result = classifySeries({ counts, computeSpikeThreshold: false });
  const t = counts.length - 1;
  const { score } = spikeScore({
    p1: result.p1 ?? 1,
    p2: result.p2 ?? 1,
    current: counts[t] ?? 0,
    previous: counts[t - 1] ?? 0,
    expected: result.referenceMean ?? 0,
    alpha: result.alpha ?? 1,
    twoWeekAlpha: result.baseline === 'seasonal' ? ALPHA_SEASONAL_TWO_WEEKS : (result.alpha ?? 1),
  });
  // Guards against the score and the label disagreeing (they must not).
  if (score < (result.alpha ?? 0) !== (result.pattern === 'spike')) throw new Error('score/label mismatch');
  return { score, alpha: result.alpha ?? 0.005, increase: result.pattern === 'increase' };
};

const runSeries = (scenario: Scenario, series: number[], outbreak: Outbreak): SeriesRun => {
  const run: SeriesRun = {
    scenario,
    outbreak,
    scores: { engine2: [], engine1: [], C1: [], C2: [], C3: [], trueMean: [] },
    levels: { C1: 0.5, C2: 0.5, C3: 0.5, trueMean: 0.005 },
    increase: [],
    increaseV1: [],
  };
  for (let t = FIRST_EVALUATED; t < N_WEEKS; t++) {
    const counts = series.slice(0, t + 1);
    const e2 = engine2Score(counts);
    run.scores.engine2?.push(e2.score);
    run.levels.engine2 = e2.alpha;
    run.increase.push(e2.increase);
    const e1 = engineV1SpikeScore(counts);
    run.scores.engine1?.push(e1.score);
    run.levels.engine1 = e1.alpha;
    run.increaseV1.push(engineV1Increase(counts));
    run.scores.C1?.push(earsC1(series, t) ? 0 : 1);
    run.scores.C2?.push(earsC2(series, t) ? 0 : 1);
    run.scores.C3?.push(earsC3(series, t) ? 0 : 1);
    run.scores.trueMean?.push(quasiPoissonTail(series[t] ?? 0, scenario.means[t] ?? 0, scenario.phi));
  }
  return run;
};

export interface NoufailyRun {
  runs: SeriesRun[];
  farrington: boolean;
  /** Replicates Farrington ran on (its runs are the first ones of each scenario and k). */
  farringtonReplicates: number;
}

export const runNoufaily = (
  seed: number,
  replicates: number,
  farringtonReplicates: number,
  useR: boolean,
  log: (line: string) => void,
  farringtonCache?: string,
): NoufailyRun => {
  const runs: SeriesRun[] = [];
  const seriesFor: number[][][] = [];
  const runsFor: SeriesRun[][] = [];
  for (const scenario of scenarios()) {
    const group: number[][] = [];
    const groupRuns: SeriesRun[] = [];
    for (let rep = 0; rep < replicates; rep++) {
      K_VALUES.forEach((k, kIndex) => {
        const random = mulberry32(seedFrom(seed, 20, scenario.index, rep, kIndex));
        const { series, outbreak } = simulateSeries(random, scenario, k);
        if (outbreak === null) return;
        const run = runSeries(scenario, series, outbreak);
        runs.push(run);
        if (rep < farringtonReplicates) {
          group.push(series);
          groupRuns.push(run);
        }
      });
    }
    seriesFor.push(group);
    runsFor.push(groupRuns);
    log(`  scenario ${scenario.index + 1}/16 simulated and classified`);
  }
  const key = { seed, farringtonReplicates, firstEvaluated: FIRST_EVALUATED, weeks: N_WEEKS };
  const cached = farringtonCache ? readFarringtonCache(farringtonCache, key) : null;
  const farrington = cached !== null || (useR && farringtonAvailable());
  if (farrington) {
    if (cached) log(`  farringtonFlexible results read from ${farringtonCache}`);
    else log('  running farringtonFlexible in R ...');
    const results: FarringtonWeeks[] = cached ?? runFarrington(seriesFor, FIRST_EVALUATED);
    if (!cached && farringtonCache) writeFarringtonCache(farringtonCache, key, results);
    results.forEach((result, g) => {
      runsFor[g]?.forEach((run, s) => {
        run.scores.farrington = result.pvalues[s] ?? [];
        run.levels.farrington = 0.005;
        // R's own alarm decides at the nominal level; the p-value only serves re-thresholding.
        const alarms = result.alarms[s] ?? [];
        run.scores.farrington = run.scores.farrington.map((p, w) =>
          alarms[w] ? Math.min(p, 0.004999) : Math.max(p, 0.005),
        );
      });
    });
  }
  return { runs, farrington, farringtonReplicates: farrington ? farringtonReplicates : 0 };
};

/** Short series: the engine's spike rate on outbreak-free series cut to their last L weeks. */
export const SHORT_LENGTHS = [10, 26, 52, 104] as const;

export const runShortSeries = (seed: number, replicates: number) =>
  scenarios().map((scenario) => {
    const alarms: Record<number, { e2: number; e1: number; weeks: number }> = {};
    for (const length of SHORT_LENGTHS) alarms[length] = { e2: 0, e1: 0, weeks: 0 };
    for (let rep = 0; rep < replicates; rep++) {
      const { series } = simulateSeries(mulberry32(seedFrom(seed, 21, scenario.index, rep)), scenario, null);
      for (let t = FIRST_EVALUATED; t < N_WEEKS; t++) {
        for (const length of SHORT_LENGTHS) {
          const counts = series.slice(t - length + 1, t + 1);
          const tally = alarms[length]!;
          tally.weeks++;
          const e2 = engine2Score(counts);
          if (e2.score < e2.alpha) tally.e2++;
          const e1 = engineV1SpikeScore(counts);
          if (e1.score < e1.alpha) tally.e1++;
        }
      }
    }
    return { scenario, alarms };
  });

/** Series lengths at which short-series detection is measured (the recent window's range). */
export const SHORT_DETECTION_LENGTHS = [10, 26, 52] as const;

/**
 * Short series with an outbreak: the design's outbreak series (the same seeds as runNoufaily) cut to their
 * last L weeks at every week from the outbreak's start to its last case week + 2, so the recent window
 * judges them. Detection as in the full design: a spike in that span; delay from the start.
 */
export const runShortDetection = (seed: number, replicates: number) =>
  scenarios().map((scenario) => {
    const found: Record<number, { outbreaks: number; e2: number; e1: number; delayE2: number }> = {};
    for (const length of SHORT_DETECTION_LENGTHS) found[length] = { outbreaks: 0, e2: 0, e1: 0, delayE2: 0 };
    for (let rep = 0; rep < replicates; rep++) {
      K_VALUES.forEach((k, kIndex) => {
        const random = mulberry32(seedFrom(seed, 20, scenario.index, rep, kIndex));
        const { series, outbreak } = simulateSeries(random, scenario, k);
        if (outbreak === null) return;
        const last = Math.min(N_WEEKS - 1, outbreak.end + 2);
        for (const length of SHORT_DETECTION_LENGTHS) {
          const tally = found[length]!;
          tally.outbreaks++;
          let e2 = false;
          let e1 = false;
          for (let t = outbreak.start; t <= last && !(e2 && e1); t++) {
            const counts = series.slice(t - length + 1, t + 1);
            if (!e2) {
              const v2 = engine2Score(counts);
              if (v2.score < v2.alpha) {
                e2 = true;
                tally.e2++;
                tally.delayE2 += t - outbreak.start;
              }
            }
            if (!e1) {
              const v1 = engineV1SpikeScore(counts);
              if (v1.score < v1.alpha) {
                e1 = true;
                tally.e1++;
              }
            }
          }
        }
      });
    }
    return { scenario, found };
  });
