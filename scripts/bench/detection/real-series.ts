import { readFileSync } from 'node:fs';
import { classifySeries } from '../../../apps/api/src/modules/analytics/engine/classify.ts';
import { weekStartsBetween } from '../../../apps/api/src/modules/analytics/engine/weekly-series.ts';
import { engineV1Increase, engineV1SpikeScore } from './engine-v1.ts';

/**
 * The real Quezon City weekly series (DOH, 2016-2021; a missing week counts 0): the first week from
 * April 2019 on that each engine labels spike, and spike or increase, for the 2019 epidemic.
 */

const CSV = new URL('../../../apps/api/assets/quezon-city-weekly-dengue-2016-2021.csv', import.meta.url);
const FROM = '2019-04-01';
const TO = '2019-12-31';

export interface RiseFlags {
  firstSpike: string | null;
  firstFlag: string | null;
}

export const realSeriesFlags = (): { engine2: RiseFlags; engine1: RiseFlags } => {
  const rows = readFileSync(CSV, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((row) => row.split(','));
  const byWeek = new Map(rows.map(([week = '', cases = '']) => [week, Number(cases)]));
  const weeks = weekStartsBetween('2016-01-10', rows.at(-1)?.[0] ?? '2016-01-10');
  const counts = weeks.map((week) => byWeek.get(week) ?? 0);
  const engine2: RiseFlags = { firstSpike: null, firstFlag: null };
  const engine1: RiseFlags = { firstSpike: null, firstFlag: null };
  weeks.forEach((week, t) => {
    if (week < FROM || week > TO) return;
    const series = counts.slice(0, t + 1);
    const pattern = classifySeries({ counts: series, computeSpikeThreshold: false }).pattern;
    if (pattern === 'spike') engine2.firstSpike ??= week;
    if (pattern === 'spike' || pattern === 'increase') engine2.firstFlag ??= week;
    const v1 = engineV1SpikeScore(series);
    const v1Spike = v1.score < v1.alpha;
    if (v1Spike) engine1.firstSpike ??= week;
    if (v1Spike || engineV1Increase(series)) engine1.firstFlag ??= week;
  });
  return { engine2, engine1 };
};
