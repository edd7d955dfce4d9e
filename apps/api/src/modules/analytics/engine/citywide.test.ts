import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifySeries } from './classify.ts';
import { findDeathAnomalies, findMissingWeeks, type WeeklyRow } from './data-quality.ts';
import { weekStartsBetween } from './weekly-series.ts';

// The real DOH city-wide series (weekly from 2016-01-10), read as published: faulty weeks included.
const csv = readFileSync(
  new URL('../../../../assets/quezon-city-weekly-dengue-2016-2021.csv', import.meta.url),
  'utf8',
);
const rows: WeeklyRow[] = csv
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [weekStart = '', cases = '', deaths = ''] = line.split(',');
    return { weekStart, cases: Number(cases), deaths: Number(deaths) };
  });

describe('the Quezon City weekly series 2016-2021', () => {
  it('flags every week with more deaths than cases (a shifted column in the source)', () => {
    expect(findDeathAnomalies(rows).map((row) => `${row.weekStart}:${row.cases}/${row.deaths}`)).toEqual([
      '2016-09-04:0/203',
      '2016-09-18:2/167',
      '2016-10-02:0/193',
      '2016-10-16:0/114',
      '2016-10-30:1/156',
      '2020-09-06:0/26',
      '2020-09-20:0/12',
      '2020-10-04:0/13',
      '2020-10-18:0/22',
      '2020-11-01:0/29',
    ]);
  });

  it('has three weeks missing from the file', () => {
    expect(findMissingWeeks(rows)).toEqual(['2016-11-13', '2019-01-06', '2020-11-15']);
  });

  // Engine 2 (issue 20): the seasonal model expects the usual July rise (about 2 times as many cases as in
  // June), so July 2019 no longer reads 'increase' as it did with engine 1; the epidemic is a spike from
  // 2019-08-04 on, the same week as engine 1's first spike.
  it('classifies the 2019 epidemic: the July rise as the season, a spike through August', () => {
    // A missing week counts 0, as a week without line-list cases would.
    const byWeek = new Map(rows.map((row) => [row.weekStart, row.cases]));
    const weeks = weekStartsBetween('2016-01-10', rows.at(-1)?.weekStart ?? '2016-01-10');
    const counts = weeks.map((week) => byWeek.get(week) ?? 0);
    const labels = new Map<string, string>();
    weeks.forEach((week, t) => {
      if (week < '2019-07-01' || week > '2019-08-31') return;
      labels.set(week, classifySeries({ counts: counts.slice(0, t + 1), weekStart: week }).pattern);
    });
    expect(Object.fromEntries(labels)).toEqual({
      '2019-07-07': 'no_change',
      '2019-07-14': 'no_change',
      '2019-07-21': 'no_change',
      '2019-07-28': 'no_change',
      '2019-08-04': 'spike',
      '2019-08-11': 'spike',
      '2019-08-18': 'spike',
      '2019-08-25': 'spike',
    });
  });
});
