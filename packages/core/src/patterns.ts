import { PATTERN_TYPES, type PatternType } from './constants.ts';

/**
 * Pattern types as the analysis, the map and the admin cards see them (resident section 4, admin
 * section 4). Raw words come from older analysis runs and imported data, so they are normalised once here.
 */

/** Raw analysis words and what they mean. Keys are already in normalised form (lower, underscores). */
const RAW_PATTERN_WORDS: Readonly<Record<string, PatternType>> = {
  gradual: 'increase',
  rise: 'increase',
  gradual_rise: 'increase',
  decline: 'decrease',
  stability: 'low_level_activity',
  stable: 'low_level_activity',
  low_level: 'low_level_activity',
  no_change: 'no_change',
  no_data: 'none',
  none: 'none',
};

const isPatternType = (value: string): value is PatternType =>
  (PATTERN_TYPES as readonly string[]).includes(value);

/** Case- and space-insensitive; hyphens and spaces count as underscores; unknown or empty is 'none'. */
export const normalizePattern = (raw: string | null | undefined): PatternType => {
  const key = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  if (isPatternType(key)) return key;
  return RAW_PATTERN_WORDS[key] ?? 'none';
};

/**
 * Order of the recommendation cards after the death count (admin section 2): spike, increase, decrease,
 * low_level_activity, no_change, then no data.
 */
export const PATTERN_SORT_ORDER: readonly PatternType[] = [
  'spike',
  'increase',
  'decrease',
  'low_level_activity',
  'no_change',
  'none',
];

/** Negative when `a` is more urgent than `b`; usable directly in Array.prototype.sort. */
export const comparePatternPriority = (a: PatternType, b: PatternType): number =>
  PATTERN_SORT_ORDER.indexOf(a) - PATTERN_SORT_ORDER.indexOf(b);

/** Recommendation order: death count descending, then pattern order, then name for a stable list. */
export const compareRecommendationPriority = (
  a: { pattern: PatternType; deathCount?: number | null; name?: string },
  b: { pattern: PatternType; deathCount?: number | null; name?: string },
): number =>
  (b.deathCount ?? 0) - (a.deathCount ?? 0) ||
  comparePatternPriority(a.pattern, b.pattern) ||
  (a.name ?? '').localeCompare(b.name ?? '');

export const PATTERN_LABELS: Readonly<Record<PatternType, string>> = {
  spike: 'Spike',
  increase: 'Increase',
  decrease: 'Decrease',
  low_level_activity: 'Low Level Activity',
  no_change: 'No Change',
  none: 'No Data',
};

/** Pattern card urgency (admin section 4). */
export const PATTERN_URGENCY: Readonly<Record<PatternType, string>> = {
  spike: 'Immediate Action Required',
  increase: 'Action Required Soon',
  decrease: 'Continue Monitoring',
  low_level_activity: 'Monitor Situation',
  no_change: 'No Specific Pattern',
  none: 'No Specific Pattern',
};

export const DEATH_URGENCY = 'Immediate Action Required (Death Cases Detected)';

/** Death cases override the pattern's urgency. */
export const urgencyFor = (pattern: PatternType, deathCount = 0): string =>
  deathCount > 0 ? DEATH_URGENCY : PATTERN_URGENCY[pattern];

/** Banner of each tab on the interventions page: the same as the card, except no data (admin section 2). */
export const INTERVENTION_TAB_BANNERS: Readonly<Record<PatternType, string>> = {
  ...PATTERN_URGENCY,
  none: 'No Data Available',
};

/** Add Intervention is offered only for spike or increase with nothing ongoing or scheduled. */
export const canAddIntervention = (pattern: PatternType, ongoingOrScheduled: number): boolean =>
  (pattern === 'spike' || pattern === 'increase') && ongoingOrScheduled === 0;
