import { addDays, PATTERN_COLORS } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  biWeeklyBuckets,
  hasNoCases,
  NEUTRAL_BAR_COLOR,
  referenceLineKey,
  shortDate,
  shortRange,
  type TrendWeek,
  trendBuckets,
  trendSummary,
  usualLevel,
  usualLevelText,
  weeksFromResponse,
  yAxisMax,
} from './trend-buckets';

const FIRST = '2026-01-04'; // a Sunday

function weeks(counts: number[], provisionalFromEnd = 2): TrendWeek[] {
  return counts.map((count, i) => {
    const weekStart = addDays(FIRST, 7 * i);
    return {
      weekStart,
      weekEnd: addDays(weekStart, 6),
      count,
      provisional: i >= counts.length - provisionalFromEnd,
    };
  });
}

describe('weeksFromResponse', () => {
  it('reads the complete_weeks map oldest first, whatever the key order', () => {
    const list = weeksFromResponse({
      '2026-01-11': { date_range: ['2026-01-11', '2026-01-17'], count: 4, provisional: true },
      '2026-01-04': { date_range: ['2026-01-04', '2026-01-10'], count: 2, provisional: false },
    });
    expect(list).toEqual([
      { weekStart: '2026-01-04', weekEnd: '2026-01-10', count: 2, provisional: false },
      { weekStart: '2026-01-11', weekEnd: '2026-01-17', count: 4, provisional: true },
    ]);
  });
});

describe('trendBuckets', () => {
  it('draws one bar per week up to 26 weeks, the last 4 in the pattern colour', () => {
    const four = trendBuckets(weeks([1, 2, 3, 4]), 'spike');
    expect(four.map((b) => [b.count, b.weeks, b.recent])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [3, 1, true],
      [4, 1, true],
    ]);
    const twelve = trendBuckets(weeks(new Array(12).fill(1)), 'spike');
    expect(twelve).toHaveLength(12);
    expect(twelve.filter((b) => b.recent)).toHaveLength(4);
    expect(referenceLineKey(twelve)).toBe(twelve[8]!.key);
    expect(trendBuckets(weeks(new Array(26).fill(1)), 'none')).toHaveLength(26);
  });

  it('pairs weeks beyond 26 weeks', () => {
    expect(trendBuckets(weeks(new Array(28).fill(1)), 'none')).toHaveLength(14);
  });

  it('gives the usual level per week for weekly bars', () => {
    expect(usualLevel(2.5, 1)).toBe(2.5);
    expect(usualLevelText(2.5, 1)).toBe('usual level about 2.5 cases per week');
  });
});

describe('biWeeklyBuckets', () => {
  it('sums pairs of weeks: 12 weeks make 6 buckets', () => {
    const buckets = biWeeklyBuckets(weeks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), 'spike');
    expect(buckets.map((b) => b.count)).toEqual([3, 7, 11, 15, 19, 23]);
    expect(buckets.every((b) => b.weeks === 2)).toBe(true);
    expect(buckets[0]).toMatchObject({ start: '2026-01-04', end: '2026-01-17', label: 'Jan 4–17' });
  });

  it('colours the last 4 weeks (2 buckets) by pattern and the rest neutral', () => {
    const buckets = biWeeklyBuckets(weeks([1, 1, 1, 1, 1, 1, 1, 1]), 'increase');
    expect(buckets.map((b) => b.recent)).toEqual([false, false, true, true]);
    expect(buckets.map((b) => b.fill)).toEqual([
      NEUTRAL_BAR_COLOR,
      NEUTRAL_BAR_COLOR,
      PATTERN_COLORS.increase,
      PATTERN_COLORS.increase,
    ]);
  });

  it('with 4 weeks both buckets are recent; every week option is even', () => {
    for (const n of [4, 6, 8, 12]) {
      const buckets = biWeeklyBuckets(weeks(new Array(n).fill(1)), 'decrease');
      expect(buckets).toHaveLength(n / 2);
      expect(buckets.filter((b) => b.recent)).toHaveLength(2);
    }
  });

  it('marks the bucket holding the provisional weeks (the two newest)', () => {
    const buckets = biWeeklyBuckets(weeks([0, 0, 0, 0, 0, 0]), 'none');
    expect(buckets.map((b) => b.provisional)).toEqual([false, false, true]);
    expect(buckets[2]!.fill).toBe(PATTERN_COLORS.none);
  });

  it('pairs from the newest week, leaving a lone oldest week for an odd count', () => {
    const buckets = biWeeklyBuckets(weeks([5, 1, 2, 3, 4]), 'spike');
    expect(buckets.map((b) => [b.weeks, b.count])).toEqual([
      [1, 5],
      [2, 3],
      [2, 7],
    ]);
  });
});

describe('yAxisMax', () => {
  it('is at least 10', () => {
    expect(yAxisMax([])).toBe(10);
    expect(yAxisMax([{ count: 0 }, { count: 3 }])).toBe(10);
    expect(yAxisMax([{ count: 9 }])).toBe(10);
  });

  it('leaves headroom over the tallest bar, rounded up to a readable step', () => {
    expect(yAxisMax([{ count: 10 }])).toBe(15);
    expect(yAxisMax([{ count: 40 }])).toBe(45);
    expect(yAxisMax([{ count: 48 }])).toBe(60);
    expect(yAxisMax([{ count: 95 }])).toBe(110);
    expect(yAxisMax([{ count: 1234 }])).toBe(1400);
    for (const count of [10, 11, 40, 99, 101, 777]) expect(yAxisMax([{ count }])).toBeGreaterThan(count);
  });
});

describe('referenceLineKey', () => {
  it('stands at the first recent bucket, or nowhere when every bucket is recent', () => {
    const twelve = biWeeklyBuckets(weeks(new Array(12).fill(1)), 'spike');
    expect(referenceLineKey(twelve)).toBe(twelve[4]!.key);
    expect(referenceLineKey(biWeeklyBuckets(weeks([1, 1, 1, 1]), 'spike'))).toBeNull();
  });
});

describe('labels and summary', () => {
  it('formats short dates and ranges across months and years', () => {
    expect(shortDate('2026-03-02')).toBe('Mar 2');
    expect(shortRange('2026-02-22', '2026-03-07')).toBe('Feb 22–Mar 7');
    expect(shortRange('2025-12-28', '2026-01-10')).toBe('Dec 28, 2025–Jan 10, 2026');
  });

  it('tells when there are no cases and sums the chart in a sentence', () => {
    expect(hasNoCases(weeks([0, 0, 0, 0]))).toBe(true);
    expect(hasNoCases(weeks([0, 1, 0, 0]))).toBe(false);
    const list = weeks([1, 2, 3, 4, 5, 6]);
    expect(trendSummary('Commonwealth', list, biWeeklyBuckets(list, 'spike'), 'spike')).toBe(
      'Commonwealth: 21 cases in the last 6 complete weeks; 18 cases in the last 4 weeks (pattern: Spike); ' +
        'the newest 2 weeks are provisional: late reports may still arrive.',
    );
  });
});

describe('the usual level (the engine reference mean m, drawn per 2-week bucket)', () => {
  it('is 2 m to one decimal, and none without an analysis', () => {
    expect(usualLevel(5.5)).toBe(11);
    expect(usualLevel(0.125)).toBe(0.3);
    expect(usualLevel(0)).toBe(0);
    expect(usualLevel(null)).toBeNull();
    expect(usualLevel(undefined)).toBeNull();
    expect(usualLevel(Number.NaN)).toBeNull();
  });

  it('is said in the summary', () => {
    const list = weeks([1, 2, 3, 4, 5, 6]);
    expect(trendSummary('Commonwealth', list, biWeeklyBuckets(list, 'spike'), 'spike', 2.5)).toBe(
      'Commonwealth: 21 cases in the last 6 complete weeks; 18 cases in the last 4 weeks (pattern: Spike); ' +
        'usual level about 2.5 cases per 2 weeks (mean of the reference weeks); ' +
        'the newest 2 weeks are provisional: late reports may still arrive.',
    );
  });
});
