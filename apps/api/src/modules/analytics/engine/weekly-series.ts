import {
  addDays,
  daysBetween,
  EPI_WEEK_COMPLETE_LAG_DAYS,
  isIsoDate,
  isWeekComplete,
  lastCompleteWeekStart,
  weekEnd,
  weekStartOf,
} from '@dengue/core';

/**
 * From line-list dates to weekly counts. Morbidity weeks run Sunday to Saturday by onset date; the week
 * arithmetic itself lives in @dengue/core (epi-weeks.ts) so the charts and the engine can never disagree.
 */

/** An onset more than this many days before admission is more likely a typo than a long illness. */
export const MAX_ONSET_BEFORE_ADMIT_DAYS = 30;
/** Charts mark this many newest complete weeks as provisional: late reports still trickle in. */
export const PROVISIONAL_WEEKS = 2;

export interface CaseDates {
  dOnset?: string | null;
  dAdmit?: string | null;
}

export interface OnsetAssignment {
  /** The date the case is counted on. */
  date: string;
  /** The Sunday that opens its morbidity week. */
  weekStart: string;
  /** True when DOnset was missing or implausible and DAdmit stood in for it. */
  imputed: boolean;
}

const validDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && isIsoDate(value);

/**
 * DOnset when it is a real date, not after DAdmit and at most 30 days before it; otherwise DAdmit,
 * marked imputed. Without a valid DAdmit the onset cannot be checked, so a valid DOnset is taken as
 * given (the plausibility rule needs both dates); with neither date the case cannot be placed: null.
 */
export const assignOnsetWeek = (dates: CaseDates): OnsetAssignment | null => {
  const { dOnset, dAdmit } = dates;
  const admit = validDate(dAdmit) ? dAdmit : null;
  if (validDate(dOnset)) {
    const plausible =
      admit === null ||
      (daysBetween(dOnset, admit) >= 0 && daysBetween(dOnset, admit) <= MAX_ONSET_BEFORE_ADMIT_DAYS);
    if (plausible) return { date: dOnset, weekStart: weekStartOf(dOnset), imputed: false };
  }
  if (admit === null) return null;
  return { date: admit, weekStart: weekStartOf(admit), imputed: true };
};

/** Whole weeks from the week holding `from` to the week holding `to`. */
export const weeksBetween = (from: string, to: string): number =>
  Math.round(daysBetween(weekStartOf(from), weekStartOf(to)) / 7);

/** The Sundays from the week of `first` through the week of `last`, oldest first. */
export const weekStartsBetween = (first: string, last: string): string[] => {
  const start = weekStartOf(first);
  const length = weeksBetween(first, last) + 1;
  return Array.from({ length: Math.max(0, length) }, (_, i) => addDays(start, 7 * i));
};

/**
 * A dense series of counts, one per week from the week of `firstWeek` through the week of `lastWeek`:
 * weeks without a case are 0, dates outside the span are left out. `firstWeek` should be the first week
 * of the whole data set, not of the barangay, so a barangay whose first case came late still has its
 * quiet weeks in its reference.
 */
export const buildWeeklyCounts = (
  weekStarts: readonly string[],
  firstWeek: string,
  lastWeek: string,
): number[] => {
  const length = weeksBetween(firstWeek, lastWeek) + 1;
  const counts = new Array<number>(Math.max(0, length)).fill(0);
  for (const date of weekStarts) {
    const index = weeksBetween(firstWeek, date);
    if (index >= 0 && index < counts.length) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
};

/** Week T: the newest week whose Saturday is at least `lagDays` before the analysis date. */
export const evaluationWeekStart = (
  analysisDate: string,
  lagDays: number = EPI_WEEK_COMPLETE_LAG_DAYS,
): string => lastCompleteWeekStart(analysisDate, lagDays);

export { isWeekComplete };

export interface ChartWeek {
  weekStart: string;
  weekEnd: string;
  count: number;
  /** One of the two newest complete weeks: drawn differently because late reports may still raise it. */
  provisional: boolean;
}

/** Chart rows for a dense series whose first element is the week of `firstWeek`. */
export const chartWeeks = (counts: readonly number[], firstWeek: string): ChartWeek[] => {
  const start = weekStartOf(firstWeek);
  return counts.map((count, i) => {
    const weekStart = addDays(start, 7 * i);
    return {
      weekStart,
      weekEnd: weekEnd(weekStart),
      count,
      provisional: i >= counts.length - PROVISIONAL_WEEKS,
    };
  });
};
