import { addDays, isWeekComplete, weekStartOf } from './epi-weeks.ts';

/**
 * Did an intervention change the case count? A before/after comparison of the intervention's barangay
 * against the barangays that share a border with it (the control), as a difference in differences of
 * rates: (after / before in the barangay) / (after / before in the control). The rules, the zero
 * correction and the 'insufficient data' threshold are explained in docs/decisions/031.
 */

/** N, the weeks on each side of the intervention's week. */
export const EFFECT_WEEKS = { default: 4, min: 2, max: 12 } as const;

/** The two-sided 95% point of the standard normal distribution. */
const Z_95 = 1.959963984540054;

/**
 * An interval that includes 1 and spans more than this factor (upper / lower) cannot tell a fall from a
 * rise from no change: the answer is 'insufficient data' rather than a ratio nobody should act on.
 */
export const EFFECT_UNINFORMATIVE_SPAN = 10;

/** Added to each of the four counts when any of them is zero (Haldane–Anscombe), so logs stay finite. */
export const EFFECT_CONTINUITY = 0.5;

export interface EffectCounts {
  /** Cases in the intervention's barangay in the weeks before and after. */
  interventionBefore: number;
  interventionAfter: number;
  /** Cases in the neighbouring barangays, together, over the same weeks. */
  controlBefore: number;
  controlAfter: number;
}

export interface RateRatio {
  ratio: number;
  lower: number;
  upper: number;
  /** True when the zero correction was applied. */
  corrected: boolean;
}

/**
 * The difference-in-differences rate ratio (b/a) / (d/c) with its 95% log-scale Wald interval,
 * exp(ln RR ± 1.96 · sqrt(1/a + 1/b + 1/c + 1/d)).
 */
export function rateRatio(counts: EffectCounts): RateRatio {
  const cells = [
    counts.interventionBefore,
    counts.interventionAfter,
    counts.controlBefore,
    counts.controlAfter,
  ];
  const corrected = cells.some((n) => n === 0);
  const [a, b, c, d] = cells.map((n) => (corrected ? n + EFFECT_CONTINUITY : n)) as [
    number,
    number,
    number,
    number,
  ];
  const logRatio = Math.log((b * c) / (a * d));
  const se = Math.sqrt(1 / a + 1 / b + 1 / c + 1 / d);
  return {
    ratio: Math.exp(logRatio),
    lower: Math.exp(logRatio - Z_95 * se),
    upper: Math.exp(logRatio + Z_95 * se),
    corrected,
  };
}

/** Percentage change from before to after; null when there was nothing before to change from. */
export const percentChange = (before: number, after: number): number | null =>
  before === 0 ? null : ((after - before) / before) * 100;

export const EFFECT_VERDICTS = [
  'too_early',
  'insufficient_data',
  'fewer_cases',
  'more_cases',
  'no_clear_change',
] as const;
export type EffectVerdict = (typeof EFFECT_VERDICTS)[number];

/**
 * The honest reading of the numbers. 'too_early' while the after-window is not complete; 'insufficient_data'
 * without a control, without cases before (no baseline), or when the interval is too wide to tell anything
 * apart; otherwise whether the whole interval lies below 1, above 1, or around it.
 */
export function effectVerdict(input: {
  afterComplete: boolean;
  neighbours: number;
  counts: EffectCounts;
  ratio: RateRatio | null;
}): EffectVerdict {
  if (!input.afterComplete) return 'too_early';
  const { counts, ratio } = input;
  if (input.neighbours === 0 || !ratio) return 'insufficient_data';
  if (counts.interventionBefore === 0 || counts.controlBefore === 0) return 'insufficient_data';
  if (ratio.upper < 1) return 'fewer_cases';
  if (ratio.lower > 1) return 'more_cases';
  return ratio.upper / ratio.lower > EFFECT_UNINFORMATIVE_SPAN ? 'insufficient_data' : 'no_clear_change';
}

export interface EffectWindows {
  /** The Sunday of the intervention's own morbidity week (left out of both windows). */
  interventionWeek: string;
  before: string[];
  after: string[];
}

/**
 * The N complete weeks before the intervention's week and the N after it, as their Sundays. The week of
 * the intervention itself is left out: cases with onset that week were infected before it.
 */
export function effectWindows(interventionDate: string, weeks: number): EffectWindows {
  const interventionWeek = weekStartOf(interventionDate);
  return {
    interventionWeek,
    before: Array.from({ length: weeks }, (_, i) => addDays(interventionWeek, -7 * (weeks - i))),
    after: Array.from({ length: weeks }, (_, i) => addDays(interventionWeek, 7 * (i + 1))),
  };
}

/** Whether the last after-week is complete on `today` (late reports in, as the pattern analysis counts). */
export const afterWindowComplete = (windows: EffectWindows, today: string, lagDays?: number): boolean =>
  isWeekComplete(windows.after.at(-1) ?? windows.interventionWeek, today, lagDays);

/** The first day on which the after-window counts as complete. */
export const afterWindowCompleteOn = (windows: EffectWindows, lagDays: number): string =>
  addDays(windows.after.at(-1) ?? windows.interventionWeek, 6 + lagDays);
