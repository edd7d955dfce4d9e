import { describe, expect, it } from 'vitest';
import { PATTERN_TYPES, type PatternType } from './constants.ts';
import {
  canAddIntervention,
  comparePatternPriority,
  compareRecommendationPriority,
  DEATH_URGENCY,
  INTERVENTION_TAB_BANNERS,
  normalizePattern,
  PATTERN_LABELS,
  PATTERN_SORT_ORDER,
  PATTERN_URGENCY,
  urgencyFor,
} from './patterns.ts';

describe('normalizePattern', () => {
  it.each<[string | null | undefined, PatternType]>([
    ['gradual', 'increase'],
    ['rise', 'increase'],
    ['gradual_rise', 'increase'],
    ['Gradual Rise', 'increase'],
    ['decline', 'decrease'],
    ['stability', 'low_level_activity'],
    ['stable', 'low_level_activity'],
    ['low_level', 'low_level_activity'],
    ['Low-Level', 'low_level_activity'],
    ['no_change', 'no_change'],
    ['No Change', 'no_change'],
    ['none', 'none'],
    ['no_data', 'none'],
    ['NO DATA', 'none'],
    ['', 'none'],
    ['   ', 'none'],
    [null, 'none'],
    [undefined, 'none'],
    ['outbreak?', 'none'],
    ['  SPIKE ', 'spike'],
    ['Low Level Activity', 'low_level_activity'],
    ['low-level-activity', 'low_level_activity'],
  ])('%j -> %s', (raw, expected) => {
    expect(normalizePattern(raw)).toBe(expected);
  });

  it.each(PATTERN_TYPES)('passes %s through', (pattern) => {
    expect(normalizePattern(pattern)).toBe(pattern);
  });
});

describe('pattern order', () => {
  it('follows the spec: spike, increase, decrease, low level, no change, no data', () => {
    expect(PATTERN_SORT_ORDER).toEqual([
      'spike',
      'increase',
      'decrease',
      'low_level_activity',
      'no_change',
      'none',
    ]);
    const shuffled: PatternType[] = [
      'none',
      'decrease',
      'spike',
      'no_change',
      'increase',
      'low_level_activity',
    ];
    expect([...shuffled].sort(comparePatternPriority)).toEqual(PATTERN_SORT_ORDER);
  });

  it('puts deaths first, then pattern, then name', () => {
    const cards = [
      { name: 'B', pattern: 'spike' as const, deathCount: 0 },
      { name: 'A', pattern: 'decrease' as const, deathCount: 2 },
      { name: 'C', pattern: 'spike' as const, deathCount: 0 },
      { name: 'D', pattern: 'increase' as const },
    ];
    expect(cards.sort(compareRecommendationPriority).map((c) => c.name)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('labels and urgency', () => {
  it('labels every type, none as No Data', () => {
    expect(PATTERN_LABELS).toEqual({
      spike: 'Spike',
      increase: 'Increase',
      decrease: 'Decrease',
      low_level_activity: 'Low Level Activity',
      no_change: 'No Change',
      none: 'No Data',
    });
  });

  it('gives the admin section 4 urgency texts', () => {
    expect(PATTERN_URGENCY.spike).toBe('Immediate Action Required');
    expect(PATTERN_URGENCY.increase).toBe('Action Required Soon');
    expect(PATTERN_URGENCY.decrease).toBe('Continue Monitoring');
    expect(PATTERN_URGENCY.low_level_activity).toBe('Monitor Situation');
    expect(PATTERN_URGENCY.no_change).toBe('No Specific Pattern');
    expect(PATTERN_URGENCY.none).toBe('No Specific Pattern');
    expect(INTERVENTION_TAB_BANNERS.none).toBe('No Data Available');
  });

  it('lets deaths override the pattern', () => {
    expect(urgencyFor('decrease', 1)).toBe(DEATH_URGENCY);
    expect(DEATH_URGENCY).toBe('Immediate Action Required (Death Cases Detected)');
    expect(urgencyFor('decrease', 0)).toBe('Continue Monitoring');
  });

  it('offers Add Intervention only for spike or increase with nothing planned', () => {
    expect(canAddIntervention('spike', 0)).toBe(true);
    expect(canAddIntervention('increase', 1)).toBe(false);
    expect(canAddIntervention('decrease', 0)).toBe(false);
  });
});
