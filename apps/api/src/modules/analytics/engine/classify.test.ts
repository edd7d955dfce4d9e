import { describe, expect, it } from 'vitest';
import { classifySeries } from './classify.ts';
import { buildReference } from './reference.ts';
import { trendTest } from './trend.ts';

const repeat = (value: number, weeks: number): number[] => new Array<number>(weeks).fill(value);
/** The golden values are stated to two significant digits: the result must round to them. */
const expectTwoDigits = (actual: number | null, expected: number): void => {
  expect(actual).not.toBeNull();
  expect(Number((actual ?? Number.NaN).toPrecision(2))).toBe(expected);
};

describe('golden values of the issue', () => {
  it('eight zero references and y_T = 3: p1 = 4.5e-4, a spike', () => {
    const result = classifySeries({ counts: [...repeat(0, 11), 3] });
    expect(result.referenceCount).toBe(8);
    expectTwoDigits(result.p1, 4.5e-4);
    expect(result.pattern).toBe('spike');
  });

  it('eight zero references and y_T = 2: p1 = 4.8e-3, no spike (low level)', () => {
    const result = classifySeries({ counts: [...repeat(0, 11), 2] });
    expectTwoDigits(result.p1, 4.8e-3);
    expect(result.pattern).toBe('low_level_activity');
  });

  it('eight zero references and a two-week sum of 4: p2 = 4.8e-4, a spike', () => {
    const result = classifySeries({ counts: [...repeat(0, 10), 2, 2] });
    expect(result.referenceCount).toBe(8);
    expectTwoDigits(result.p2, 4.8e-4);
    expect(result.pattern).toBe('spike');
  });

  // Engine 2 (issue 20) replaced the five-year tier of 43 references (p1 = 4.4e-3 for y_T = 5, a spike)
  // by the seasonal model: five years of 1s fit mu = 1 with phi = 1, so P(Y >= 5) is Poisson(1)'s 3.7e-3
  // widened by the uncertainty of the fitted mean (a lognormal mixture of means) to 4.8e-3, above the
  // one-week rule's 0.0025; 6 (p1 = 9.0e-4) is a spike.
  it('five years of 1s (seasonal model): y_T = 5 is not a spike, 6 is', () => {
    const five = classifySeries({ counts: [...repeat(1, 5 * 52 + 3), 5] });
    expect([five.baseline, five.referenceCount, five.pastYears, five.alpha]).toEqual([
      'seasonal',
      260,
      5,
      0.0025,
    ]);
    expect(five.referenceMean).toBeCloseTo(1, 6);
    expect(five.phi).toBe(1);
    expectTwoDigits(five.p1, 4.8e-3);
    expect(five.pattern).not.toBe('spike');
    expect(classifySeries({ counts: [...repeat(1, 5 * 52 + 3), 6] }).pattern).toBe('spike');
  });

  it('eight references all 1 (short tier) and y_T = 6: p1 = 2.0e-3, no spike', () => {
    const result = classifySeries({ counts: [...repeat(1, 11), 6] });
    expect(result.referenceCount).toBe(8);
    expect(result.alpha).toBe(0.001);
    expectTwoDigits(result.p1, 2.0e-3);
    expect(result.pattern).not.toBe('spike');
  });

  it('C = 9, P = 2: p = 0.033, increase', () => {
    expectTwoDigits(trendTest(9, 2).p, 0.033);
    expect(trendTest(9, 2).label).toBe('increase');
  });

  it('C = 8, P = 2: p = 0.055, no_change', () => {
    expectTwoDigits(trendTest(8, 2).p, 0.055);
    expect(trendTest(8, 2).label).toBe('no_change');
  });

  it('C = 1, P = 8: p = 0.020, decrease', () => {
    expectTwoDigits(trendTest(1, 8).p, 0.02);
    expect(trendTest(1, 8).label).toBe('decrease');
  });
});

// Twelve weeks of 1s, then weeks T-7..T: the references stay near 1, so only the four-week rule acts.
const withLastEight = (lastEight: number[]): number[] => [...repeat(1, 12), ...lastEight];

describe('every label on hand-built series', () => {
  it('spike, dated in the explanation', () => {
    const result = classifySeries({ counts: [...repeat(1, 20), 7], weekStart: '2026-11-08' });
    expect(result.pattern).toBe('spike');
    expect(result.explanation).toBe('7 cases in the week of Nov 8–14 against a usual 1 (p < 0.001)');
  });

  it('increase', () => {
    const result = classifySeries({ counts: withLastEight([1, 0, 1, 0, 2, 2, 2, 3]) });
    expect([result.pattern, result.current4, result.previous4]).toEqual(['increase', 9, 2]);
    expect(result.explanation).toBe('9 cases in the last 4 weeks against 2 in the 4 before (p = 0.033)');
    expect(result.dohCluster).toBe(true);
  });

  it('decrease', () => {
    const result = classifySeries({ counts: withLastEight([2, 2, 2, 2, 1, 0, 0, 0]) });
    expect([result.pattern, result.current4, result.previous4]).toEqual(['decrease', 1, 8]);
    expect(result.explanation).toBe('1 case in the last 4 weeks against 8 in the 4 before (p = 0.020)');
    expect(result.dohCluster).toBe(false);
  });

  it('no_change', () => {
    const result = classifySeries({ counts: withLastEight([1, 0, 1, 0, 2, 2, 2, 2]) });
    expect([result.pattern, result.current4, result.previous4]).toEqual(['no_change', 8, 2]);
    expect(result.explanation).toBe(
      '8 cases in the last 4 weeks against 2 in the 4 before: no significant change (p = 0.055)',
    );
  });

  it('low_level_activity', () => {
    const result = classifySeries({ counts: withLastEight([1, 1, 1, 1, 0, 1, 0, 1]) });
    expect(result.pattern).toBe('low_level_activity');
    expect(result.explanation).toBe('2 cases in the last 4 weeks');
    expect(classifySeries({ counts: withLastEight(repeat(0, 8)) }).explanation).toBe(
      'No cases in the last 4 weeks',
    );
  });

  it('none when the barangay has no cases, even with a long series', () => {
    const result = classifySeries({ counts: repeat(0, 300) });
    expect(result.pattern).toBe('none');
    expect(result.explanation).toBe('No dengue cases recorded');
    expect(result.p1).toBeNull();
  });

  it('not none when the only cases are after week T', () => {
    const result = classifySeries({ counts: repeat(0, 30), hasCases: true });
    expect(result.pattern).toBe('low_level_activity');
  });

  it('none with fewer than 10 complete weeks; 10 weeks are enough', () => {
    const short = classifySeries({ counts: [0, 0, 0, 0, 0, 0, 0, 0, 9] });
    expect(short.pattern).toBe('none');
    expect(short.explanation).toBe('Fewer than 10 complete weeks of data');
    expect(classifySeries({ counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 9] }).pattern).toBe('spike');
  });

  it('spike overrides increase', () => {
    const result = classifySeries({ counts: withLastEight([0, 0, 0, 0, 1, 1, 2, 9]) });
    expect(trendTest(result.current4, result.previous4).label).toBe('increase');
    expect(result.pattern).toBe('spike');
  });

  it('explains a two-week spike with both weeks', () => {
    const result = classifySeries({ counts: [...repeat(0, 10), 2, 2], weekStart: '2026-11-08' });
    expect(result.explanation).toBe(
      '4 cases in the two weeks of Nov 1–14 against a usual 0 a week (p < 0.001)',
    );
  });
});

describe('phi and alpha', () => {
  it('phi is 1 when m = 0, v/m in between, capped at 3 when over-dispersed', () => {
    expect(buildReference([...repeat(0, 11), 5]).phi).toBe(1);
    const middle = buildReference([...repeat(0, 3), 0, 4, 0, 4, 2, 2, 2, 2, 0, 0, 0]);
    expect(middle.phi).toBeCloseTo(middle.variance / middle.mean, 12);
    expect(middle.phi).toBeGreaterThan(1);
    const wild = buildReference([...repeat(0, 3), 0, 10, 0, 10, 0, 10, 0, 10, 0, 0, 0]);
    expect(wild.variance / wild.mean).toBeGreaterThan(3);
    expect(wild.phi).toBe(3);
    expect(buildReference([...repeat(0, 3), 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0]).phi).toBe(1);
  });

  it('phi also reads the 24 weeks before T-2 when the series has them: eight quiet weeks after bursts', () => {
    const bursts = [0, 6, 0, 0, 5, 0, 1, 0, 7, 0, 0, 4, 0, 0, 6, 0];
    const counts = [...bursts, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0];
    const reference = buildReference(counts);
    expect(reference.variance).toBe(0);
    const window = counts.slice(0, 24);
    const mean = window.reduce((a, b) => a + b, 0) / 24;
    const variance = window.reduce((a, b) => a + (b - mean) ** 2, 0) / 23;
    expect(reference.phi).toBeCloseTo(Math.min(3, variance / mean), 12);
    expect(reference.phi).toBeGreaterThan(2);
  });

  it('divides the week by phi: 8 cases over references of 0 and 10 count as floor(8 / 3) = 2', () => {
    const result = classifySeries({ counts: [...repeat(0, 3), 0, 10, 0, 10, 0, 10, 0, 10, 0, 0, 8] });
    expect(result.phi).toBe(3);
    expect(result.pattern).not.toBe('spike');
  });

  it('uses the recent window (alpha 0.001) below two years, the seasonal model (0.0025 for the week rule) from two years', () => {
    const oneYear = classifySeries({ counts: repeat(1, 103) });
    expect([oneYear.baseline, oneYear.alpha, oneYear.referenceCount]).toEqual(['recent', 0.001, 8]);
    const twoYears = classifySeries({ counts: repeat(1, 104) });
    expect([twoYears.baseline, twoYears.alpha, twoYears.referenceCount]).toEqual(['seasonal', 0.0025, 101]);
    expect(classifySeries({ counts: repeat(1, 1000) }).referenceCount).toBe(260);
    // Too few cases for a seasonal fit: the recent window again.
    expect(classifySeries({ counts: [...repeat(0, 200), 1, 0, 0, 0, 0, 0, 0] }).baseline).toBe('recent');
  });
});

describe('spikeThreshold', () => {
  const cases: number[][] = [
    repeat(0, 12),
    repeat(1, 12),
    [...repeat(0, 3), 0, 10, 0, 10, 0, 10, 0, 10, 0, 2, 0],
    [...repeat(2, 300), 1, 0],
    [...repeat(5, 60), 9, 0],
    [...repeat(0, 10), 3, 0],
  ];
  it.each(cases.map((counts, i) => [i, counts] as const))(
    'series %i: threshold is a spike, one less is not',
    (_, counts) => {
      const { spikeThreshold } = classifySeries({ counts, hasCases: true });
      expect(spikeThreshold).not.toBeNull();
      const threshold = spikeThreshold ?? 0;
      const withWeek = (value: number): number[] => [...counts.slice(0, -1), value];
      const patternWith = (value: number) =>
        classifySeries({ counts: withWeek(value), hasCases: true }).pattern;
      expect(patternWith(threshold)).toBe('spike');
      if (threshold > 0) expect(patternWith(threshold - 1)).not.toBe('spike');
    },
  );

  it('is 3 on zero references (the one-week minimum) and 1 when last week alone makes any case a spike', () => {
    expect(classifySeries({ counts: repeat(0, 12), hasCases: true }).spikeThreshold).toBe(3);
    // The two-week rule needs week T above its usual count: a quiet week after a large one is no spike.
    const quietAfterLarge = classifySeries({ counts: [...repeat(0, 11), 6, 0] });
    expect(quietAfterLarge.spikeThreshold).toBe(1);
    expect(quietAfterLarge.pattern).not.toBe('spike');
    expect(classifySeries({ counts: [...repeat(0, 11), 6, 1] }).pattern).toBe('spike');
  });
});
