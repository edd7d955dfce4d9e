import { describe, expect, it } from 'vitest';
import { classifySeries } from './classify.ts';
import { recentTrend } from './recent-trend.ts';

/**
 * The recent window under two years of weeks, where a local trend may raise the bar: a sudden jump after
 * a quiet year must stay a spike, and the bar it is judged against must come from the weeks before it.
 */

/** A quiet history of about 0.2 cases a week: one case every fifth week. */
const quiet = (weeks: number): number[] => Array.from({ length: weeks }, (_, t) => (t % 5 === 2 ? 1 : 0));

// The demo data's Batasan Hills (seed 4, 2026-09-13): a quiet year, a few weeks of 1 and 2, then 14.
const BATASAN_LAST_EIGHT = [0, 1, 1, 2, 1, 2, 0, 14];

describe('recent window: short history with a local rise', () => {
  it('a jump to 14 after weeks of 0 to 2 is a spike, against a usual below 2 and a threshold of at most 10', () => {
    const counts = [...quiet(44), ...BATASAN_LAST_EIGHT];
    expect(counts).toHaveLength(52);
    const result = classifySeries({ counts, weekStart: '2026-09-06' });
    expect(result.baseline).toBe('recent');
    expect(result.pattern).toBe('spike');
    expect(result.referenceMean).toBeLessThan(2);
    expect(result.spikeThreshold).toBeLessThanOrEqual(10);
    expect(result.explanation).toMatch(
      /^14 cases in the week of Sep 6–12 against an? (usual|expected) \d(\.\d)? \(p < 0\.001\)$/,
    );
  });

  it('the same jump is a spike whatever the quiet weeks before the rise hold', () => {
    for (const history of [new Array<number>(44).fill(0), quiet(44), quiet(44).map((c) => c * 2)]) {
      expect(classifySeries({ counts: [...history, ...BATASAN_LAST_EIGHT] }).pattern).toBe('spike');
    }
  });

  it('the week judged is not in its own bar: the threshold does not move with week T', () => {
    const base = [...quiet(44), ...BATASAN_LAST_EIGHT.slice(0, -1)];
    const thresholds = [0, 3, 14, 60].map(
      (last) => classifySeries({ counts: [...base, last] }).spikeThreshold,
    );
    expect(new Set(thresholds).size).toBe(1);
  });

  it('a steady rise alone gives no spike: a quiet year, then +20% a week from half a case to four', () => {
    const rise = Array.from({ length: 12 }, (_, k) => Math.round(0.5 * 1.2 ** k));
    const counts = [...quiet(40), ...rise];
    for (let t = 40; t < counts.length; t++) {
      expect(classifySeries({ counts: counts.slice(0, t + 1) }).pattern, `week ${t}`).not.toBe('spike');
    }
  });

  it('shrinks a slope read from a handful of cases, barely one read from many', () => {
    const few = recentTrend([...quiet(44), ...BATASAN_LAST_EIGHT]);
    expect(few?.fittedGrowth).toBeGreaterThan(1.35);
    expect(few?.growth).toBeLessThan(1.15);
    // Ten times the cases, the same shape: the data now outweigh the prior.
    const many = recentTrend([...quiet(44), ...BATASAN_LAST_EIGHT].map((c) => c * 10 + 20));
    expect(many).not.toBeNull();
    expect(Math.log(many!.growth) / Math.log(many!.fittedGrowth)).toBeGreaterThan(0.8);
  });
});
