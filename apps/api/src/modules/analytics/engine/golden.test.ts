import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Classification, classifySeries } from './classify.ts';
import { goldenCases } from './testing/golden-series.ts';

/**
 * The classifier's output, number for number, on a fixed set of series (seeded barangays, sparse series,
 * the real city series at every week): recorded from the engine before its threshold search was made
 * faster, so any change to a label, a p-value, a threshold or an explanation shows here.
 */

const expected = JSON.parse(
  readFileSync(new URL('./testing/classify-golden.json', import.meta.url), 'utf8'),
) as { name: string; result: Classification }[];

describe('classifySeries against the recorded output', () => {
  it('covers every label on the golden set', () => {
    expect(new Set(expected.map((entry) => entry.result.pattern))).toEqual(
      new Set(['spike', 'increase', 'decrease', 'no_change', 'low_level_activity', 'none']),
    );
  });

  it('gives the same labels, p-values, thresholds and explanations', () => {
    const cases = goldenCases();
    expect(cases.map((c) => c.name)).toEqual(expected.map((entry) => entry.name));
    const actual = cases.map(({ name, counts }) => ({
      name,
      result: classifySeries({ counts, weekStart: '2026-11-15' }),
    }));
    const differing = actual.filter((entry, i) => JSON.stringify(entry) !== JSON.stringify(expected[i]));
    expect(differing.slice(0, 3)).toEqual([]);
    expect(actual).toEqual(expected);
  });
});
