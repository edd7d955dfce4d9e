import type { DeathPriority, PatternType } from '@dengue/core';

/**
 * Death priority ranks barangays for the admin's attention; it never changes the statistical label
 * (a death says nothing about whether cases are rising, and the label must stay reproducible from
 * counts alone).
 */

export const RECENT_DEATH_WEEKS = 4;
export const YEAR_DEATH_WEEKS = 52;

export interface DeathCounts {
  /** Deaths among cases with onset in week T-3 or later. */
  last4Weeks: number;
  /** Deaths among cases with onset in week T-51 or later. */
  last52Weeks: number;
}

/**
 * Counts deaths by the onset-week index of each fatal case, relative to week T at `evaluationIndex`.
 * Deaths in weeks after T (not yet complete) count too: the lag protects case counts from being read
 * too low, but a recorded death is certain and is the most urgent thing to show.
 */
export const countDeaths = (deathWeekIndices: readonly number[], evaluationIndex: number): DeathCounts => {
  let last4Weeks = 0;
  let last52Weeks = 0;
  for (const index of deathWeekIndices) {
    if (index > evaluationIndex - RECENT_DEATH_WEEKS) last4Weeks++;
    if (index > evaluationIndex - YEAR_DEATH_WEEKS) last52Weeks++;
  }
  return { last4Weeks, last52Weeks };
};

/** P1: a death in the last 4 weeks; P2: a death in the last 52 weeks with a spike or increase; P3: the rest. */
export const deathPriority = (pattern: PatternType, deaths: DeathCounts): DeathPriority => {
  if (deaths.last4Weeks > 0) return 'P1';
  if (deaths.last52Weeks > 0 && (pattern === 'spike' || pattern === 'increase')) return 'P2';
  return 'P3';
};
