import { EPI_WEEK_COMPLETE_LAG_DAYS } from './constants.ts';
import { isoDateToUtcMs, utcMsToIsoDate } from './manila-time.ts';

/**
 * Morbidity weeks run Sunday to Saturday, as in the Department of Health's weekly dengue series.
 * Everything works on calendar dates ('YYYY-MM-DD'), never instants, so no time zone can shift a week.
 * The Manila calendar date of an instant comes from manilaDateOf in manila-time.ts.
 */

const DAY_MS = 86_400_000;

export const addDays = (dateIso: string, days: number): string =>
  utcMsToIsoDate(isoDateToUtcMs(dateIso) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / DAY_MS);

/** 0 for Sunday through 6 for Saturday. */
export const dayOfWeek = (dateIso: string): number => new Date(isoDateToUtcMs(dateIso)).getUTCDay();

/** The Sunday that opens the morbidity week holding the date. */
export const weekStartOf = (dateIso: string): string => addDays(dateIso, -dayOfWeek(dateIso));

/** The Saturday that closes the morbidity week holding the date. */
export const weekEnd = (dateIso: string): string => addDays(weekStartOf(dateIso), 6);

/** [Sunday, Saturday] of the week holding the date: the trend response's date_range. */
export const weekRange = (dateIso: string): [string, string] => [weekStartOf(dateIso), weekEnd(dateIso)];

/**
 * Late case reports keep arriving for days after a week closes, so a week counts as complete only when
 * its Saturday is at least `lagDays` before the analysis date.
 */
export const isWeekComplete = (
  weekStart: string,
  analysisDateIso: string,
  lagDays: number = EPI_WEEK_COMPLETE_LAG_DAYS,
): boolean => daysBetween(weekEnd(weekStart), analysisDateIso) >= lagDays;

/**
 * The Sunday of the newest complete week on the analysis date: its Saturday is the latest one on or
 * before analysis - lag, and stepping back 6 more days lands inside that week whatever the weekday.
 */
export const lastCompleteWeekStart = (
  analysisDateIso: string,
  lagDays: number = EPI_WEEK_COMPLETE_LAG_DAYS,
): string => weekStartOf(addDays(analysisDateIso, -lagDays - 6));

/** The Sundays of the `count` newest complete weeks, oldest first. */
export const completeWeekStarts = (
  analysisDateIso: string,
  count: number,
  lagDays: number = EPI_WEEK_COMPLETE_LAG_DAYS,
): string[] => {
  const last = lastCompleteWeekStart(analysisDateIso, lagDays);
  return Array.from({ length: count }, (_, i) => addDays(last, -7 * (count - 1 - i)));
};
