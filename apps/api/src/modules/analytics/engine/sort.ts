import type { DeathPriority, PatternType } from '@dengue/core';

/**
 * One order for every list of barangays: death priority, then the label by urgency, then the smallest
 * p (the strongest evidence first). This is the order, which puts no_change before
 * low_level_activity and decrease: a steady, non-trivial case load needs more attention than a quiet or
 * falling one.
 */

export const PATTERN_RANK: Readonly<Record<PatternType, number>> = {
  spike: 0,
  increase: 1,
  no_change: 2,
  low_level_activity: 3,
  decrease: 4,
  none: 5,
};

const PRIORITY_RANK: Readonly<Record<DeathPriority, number>> = { P1: 0, P2: 1, P3: 2 };

export interface SortableAnalysis {
  deathPriority: DeathPriority;
  pattern: PatternType;
  /** The p-value behind the label; null (no p) sorts after every number. */
  labelP: number | null;
  /** Only breaks exact ties, so the list does not shuffle between runs. */
  name?: string;
}

export const compareAnalyses = (a: SortableAnalysis, b: SortableAnalysis): number =>
  PRIORITY_RANK[a.deathPriority] - PRIORITY_RANK[b.deathPriority] ||
  PATTERN_RANK[a.pattern] - PATTERN_RANK[b.pattern] ||
  (a.labelP ?? Number.POSITIVE_INFINITY) - (b.labelP ?? Number.POSITIVE_INFINITY) ||
  (a.name ?? '').localeCompare(b.name ?? '');
