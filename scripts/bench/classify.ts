/**
 * npm run bench:classify  (tsx scripts/bench/classify.ts [--runs 15] [--weeks 264])
 *
 * Times the pattern classifier as the import's analysis calls it: `classifySeries` (spike thresholds
 * included) over 142 seeded barangay series, once per run. Prints min / median / max of the runs and the
 * load average before and after, so figures from a shared machine can be read in context.
 */

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { classifySeries } from '../../apps/api/src/modules/analytics/engine/index.ts';
import { seededBarangaySeries } from '../../apps/api/src/modules/analytics/engine/testing/golden-series.ts';
import { numberOption } from './lib/args.ts';

const RUNS = numberOption('runs', 15);
const WEEKS = numberOption('weeks', 264);

const load = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const series = seededBarangaySeries(undefined, WEEKS);
const loadBefore = load();
const times: number[] = [];
const cpuTimes: number[] = [];
const labels = new Map<string, number>();
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (const counts of series) {
    const result = classifySeries({ counts, weekStart: '2026-11-15' });
    if (run === 0) labels.set(result.pattern, (labels.get(result.pattern) ?? 0) + 1);
  }
  times.push(performance.now() - start);
  const cpu = process.cpuUsage(cpuStart);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
}
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const summary = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${ms(sorted[0]!)}, median ${ms(sorted[Math.floor(RUNS / 2)]!)}, max ${ms(sorted[RUNS - 1]!)}`;
};
console.log(`classifySeries over ${series.length} series of ${WEEKS} weeks, ${RUNS} runs`);
console.log(`  labels: ${[...labels].map(([label, n]) => `${label} ${n}`).join(', ')}`);
console.log(`  wall: ${summary(times)}`);
// CPU time of this process: less at the mercy of other processes on a shared machine than the wall time.
console.log(`  CPU:  ${summary(cpuTimes)}`);
console.log(`  load average before: ${loadBefore}, after: ${load()}`);
