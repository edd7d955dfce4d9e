import type { Method, SeriesRun } from './noufaily.ts';
import { FIRST_EVALUATED, K_VALUES, type LEVELS, type Scenario, scenarioName } from './noufaily-simulate.ts';

/** Tables and target checks of the Noufaily-design benchmark (definitions in detection.ts). */

export interface Metrics {
  cleanWeeks: number;
  falseAlarms: number;
  outbreaks: Record<number, number>;
  detected: Record<number, number>;
  delaySum: number;
  delayCount: number;
  /** Outbreaks whose first alarm came in their first week (delay 0), and by their second (delay <= 1). */
  firstWeek: number;
  bySecondWeek: number;
}

const byK = (): Record<number, number> => Object.fromEntries(K_VALUES.map((k) => [k, 0]));
const emptyMetrics = (): Metrics => ({
  cleanWeeks: 0,
  falseAlarms: 0,
  outbreaks: byK(),
  detected: byK(),
  delaySum: 0,
  delayCount: 0,
  firstWeek: 0,
  bySecondWeek: 0,
});

const isClean = (run: SeriesRun, t: number): boolean => t < run.outbreak.start || t > run.outbreak.end + 10;

/** Metrics of a method over runs, at its own level or at `level` when given. */
export const metrics = (runs: readonly SeriesRun[], method: Method, level?: number): Metrics => {
  const m = emptyMetrics();
  for (const run of runs) {
    const scores = run.scores[method];
    const threshold = level ?? run.levels[method];
    if (!scores || threshold === undefined) continue;
    const { k, start, end } = run.outbreak;
    m.outbreaks[k] = (m.outbreaks[k] ?? 0) + 1;
    let first: number | null = null;
    scores.forEach((score, w) => {
      const t = FIRST_EVALUATED + w;
      const alarm = score < threshold;
      if (isClean(run, t)) {
        m.cleanWeeks++;
        if (alarm) m.falseAlarms++;
      } else if (alarm && first === null && t >= start && t <= end + 2) first = t;
    });
    if (first !== null) {
      m.detected[k] = (m.detected[k] ?? 0) + 1;
      m.delaySum += first - start;
      m.delayCount++;
      if (first === start) m.firstWeek++;
      if (first <= start + 1) m.bySecondWeek++;
    }
  }
  return m;
};

export const sumMetrics = (list: readonly Metrics[]): Metrics =>
  list.reduce((acc, m) => {
    acc.cleanWeeks += m.cleanWeeks;
    acc.falseAlarms += m.falseAlarms;
    for (const k of K_VALUES) {
      acc.outbreaks[k] = (acc.outbreaks[k] ?? 0) + (m.outbreaks[k] ?? 0);
      acc.detected[k] = (acc.detected[k] ?? 0) + (m.detected[k] ?? 0);
    }
    acc.delaySum += m.delaySum;
    acc.delayCount += m.delayCount;
    acc.firstWeek += m.firstWeek;
    acc.bySecondWeek += m.bySecondWeek;
    return acc;
  }, emptyMetrics());

export const far = (m: Metrics): number => (m.cleanWeeks > 0 ? m.falseAlarms / m.cleanWeeks : Number.NaN);
const sumOverK = (byK: Record<number, number>): number => K_VALUES.reduce((a, k) => a + (byK[k] ?? 0), 0);
/** `count` as a share of all outbreaks of every k (NaN when there were none). */
const ofOutbreaks = (m: Metrics, count: number): number => {
  const n = sumOverK(m.outbreaks);
  return n > 0 ? count / n : Number.NaN;
};
export const pooledPod = (m: Metrics): number => ofOutbreaks(m, sumOverK(m.detected));
export const meanDelay = (m: Metrics): number => (m.delayCount > 0 ? m.delaySum / m.delayCount : Number.NaN);
/** Share of all outbreaks found in their first week, and by their second: what a mean delay hides. */
export const firstWeekPod = (m: Metrics): number => ofOutbreaks(m, m.firstWeek);
export const secondWeekPod = (m: Metrics): number => ofOutbreaks(m, m.bySecondWeek);

/**
 * The share of outbreaks a rule must find in their first week to detect 5 points more than Farrington
 * (`farrington`, at some false-alarm rate) with a mean delay at most Farrington's: every outbreak found
 * later has a delay of at least a week, so a mean delay D needs first-week finds >= (1 - D) x all finds.
 */
export const firstWeekNeeded = (farrington: Metrics): number =>
  (pooledPod(farrington) + 0.05) * (1 - meanDelay(farrington));

/**
 * The level at which `method` raises at most `targetRate` false alarms on these runs' clean weeks: the
 * score of the (floor(rate x N) + 1)-th smallest clean week, so ties never push the rate above target.
 */
export const matchedLevel = (runs: readonly SeriesRun[], method: Method, targetRate: number): number => {
  const clean: number[] = [];
  for (const run of runs) {
    run.scores[method]?.forEach((score, w) => {
      if (isClean(run, FIRST_EVALUATED + w)) clean.push(score);
    });
  }
  clean.sort((a, b) => a - b);
  const allowed = Math.floor(targetRate * clean.length);
  return allowed < clean.length ? (clean[allowed] ?? 1) : 1;
};

export const increaseRate = (runs: readonly SeriesRun[], v1 = false): number => {
  let weeks = 0;
  let alarms = 0;
  for (const run of runs) {
    (v1 ? run.increaseV1 : run.increase).forEach((flag, w) => {
      if (!isClean(run, FIRST_EVALUATED + w)) return;
      weeks++;
      if (flag) alarms++;
    });
  }
  return weeks > 0 ? alarms / weeks : Number.NaN;
};

const pct = (value: number, digits = 2): string =>
  Number.isFinite(value) ? `${(100 * value).toFixed(digits)}%` : 'n/a';
const WIDTHS = [26, 8, 7, 7, 7, 7, 8, 7] as const;
const line = (cells: readonly string[]): string =>
  cells.map((c, i) => (i === 0 ? c.padEnd(WIDTHS[i] ?? 8) : c.padStart(WIDTHS[i] ?? 8))).join(' ');

export const HEADER = line(['method', 'false', 'k=2', 'k=3', 'k=5', 'k=10', 'pooled', 'delay']);

export const metricsRow = (label: string, m: Metrics): string =>
  line([
    label,
    pct(far(m)),
    ...K_VALUES.map((k) => pct((m.detected[k] ?? 0) / (m.outbreaks[k] || Number.NaN), 0)),
    pct(pooledPod(m), 1),
    Number.isFinite(meanDelay(m)) ? meanDelay(m).toFixed(2) : 'n/a',
  ]);

export const runsOf = (runs: readonly SeriesRun[], s: Scenario): SeriesRun[] =>
  runs.filter((run) => run.scenario.index === s.index);

export const levelName = (level: (typeof LEVELS)[number]): string => `level ${level} a week`;
export { scenarioName };
