import { addDays, daysBetween } from '@dengue/core';

/**
 * Checks on aggregated weekly series (such as the DOH city-wide file) before they are trusted. In the
 * published 2016-2021 Quezon City series some weeks carry more deaths than cases: a column shifted in the
 * source. Such a week cannot be true (every death is a case), so it is flagged rather than repaired.
 */

export interface WeeklyRow {
  weekStart: string;
  cases: number;
  deaths: number;
}

export interface DeathAnomaly extends WeeklyRow {
  reason: 'deaths_exceed_cases';
}

export const findDeathAnomalies = (rows: readonly WeeklyRow[]): DeathAnomaly[] =>
  rows
    .filter((row) => row.deaths > row.cases)
    .map((row) => ({ ...row, reason: 'deaths_exceed_cases' as const }));

/** Sundays absent between the first and last rows of a weekly series (rows in any order). */
export const findMissingWeeks = (rows: readonly WeeklyRow[]): string[] => {
  const present = new Set(rows.map((row) => row.weekStart));
  const sorted = [...present].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return [];
  const missing: string[] = [];
  for (let week = first; daysBetween(week, last) >= 0; week = addDays(week, 7)) {
    if (!present.has(week)) missing.push(week);
  }
  return missing;
};
