import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Classification, classifySeries } from './classify.ts';
import { goldenCases } from './testing/golden-series.ts';

/**
 * The classifier's output, number for number, on a fixed set of series (seeded barangays, sparse series,
 * the real city series at every week), so any change to a label, a p-value, a threshold or an explanation
 * shows here. A change of the rule that is meant to move them records the file anew:
 * `UPDATE_GOLDEN=1 npx vitest run apps/api/src/modules/analytics/engine/golden.test.ts`, and the commit
 * says which classifications moved and why.
 */

const GOLDEN_FILE = new URL('./testing/classify-golden.json', import.meta.url);

const record = (): { name: string; result: Classification }[] =>
  goldenCases().map(({ name, counts }) => ({
    name,
    result: classifySeries({ counts, weekStart: '2026-11-15' }),
  }));

if (process.env.UPDATE_GOLDEN === '1') writeFileSync(GOLDEN_FILE, `${JSON.stringify(record(), null, 2)}\n`);

const expected = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as { name: string; result: Classification }[];

describe('classifySeries against the recorded output', () => {
  it('covers every label on the golden set', () => {
    expect(new Set(expected.map((entry) => entry.result.pattern))).toEqual(
      new Set(['spike', 'increase', 'decrease', 'no_change', 'low_level_activity', 'none']),
    );
  });

  it('gives the same labels, p-values, thresholds and explanations', () => {
    const actual = record();
    expect(actual.map((c) => c.name)).toEqual(expected.map((entry) => entry.name));
    const differing = actual.filter((entry, i) => JSON.stringify(entry) !== JSON.stringify(expected[i]));
    expect(differing.slice(0, 3)).toEqual([]);
    expect(actual).toEqual(expected);
  });
});
