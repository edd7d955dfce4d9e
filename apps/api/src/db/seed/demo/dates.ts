import { daysBetween } from '@dengue/core';

/** Calendar arithmetic lives in @dengue/core (epi-weeks.ts, manila-time.ts); these are the demo's extras. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Day of the year, 1 to 366, of a 'YYYY-MM-DD' date. */
export function dayOfYear(date: string): number {
  return daysBetween(`${date.slice(0, 4)}-01-01`, date) + 1;
}

export function hoursBefore(instant: Date, hours: number): Date {
  return new Date(instant.getTime() - hours * HOUR_MS);
}

export function later(instant: Date, ms: number, cap: Date): Date {
  return new Date(Math.min(instant.getTime() + ms, cap.getTime()));
}
