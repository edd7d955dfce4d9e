import {
  addDays,
  afterWindowComplete,
  daysBetween,
  effectVerdict,
  effectWindows,
  lastCompleteWeekStart,
  manilaDateOf,
  rateRatio,
} from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { classifySeries } from '../../../modules/analytics/engine/index.ts';
import { readBoundaryFeatures } from '../barangays.ts';
import { cityWeeklyMean, generateCaseRows, RISING_BARANGAYS, SPIKE_BARANGAYS } from './cases.ts';
import type { DemoBarangay } from './context.ts';
import { EFFECT_SCENES, neighbourNames, sceneDate } from './effect-scenes.ts';
import { interiorPoint } from './places.ts';
import { Random } from './random.ts';

// The same barangays the seed reads from the database, keyed by name instead of id.
const barangays: DemoBarangay[] = readBoundaryFeatures()
  .map((f) => ({
    id: f.properties.name,
    name: f.properties.name,
    geometry: f.geometry,
    label: f.properties.label_point ?? interiorPoint(f.geometry),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

function weeklySeries(
  rows: ReturnType<typeof generateCaseRows>['rows'],
  name: string,
  first: string,
  last: string,
) {
  const counts = new Array<number>(daysBetween(first, last) / 7 + 1).fill(0);
  for (const row of rows) {
    if (row.barangayId !== name || !row.morbidityWeekStart || row.morbidityWeekStart > last) continue;
    const index = daysBetween(first, row.morbidityWeekStart) / 7;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

describe('synthetic case series', () => {
  it('follows the season: ~25 a week off season, ~120 at the August peak', () => {
    expect(cityWeeklyMean('2026-02-01')).toBeGreaterThan(20);
    expect(cityWeeklyMean('2026-02-01')).toBeLessThan(40);
    expect(cityWeeklyMean('2026-08-16')).toBeGreaterThan(100);
    expect(cityWeeklyMean('2026-08-16')).toBeLessThan(150);
    expect(cityWeeklyMean('2026-07-05')).toBeGreaterThan(50);
  });

  // The demo is built relative to "now", so its signals must hold on any day of the year, with any draw.
  it.each([
    [20_240_611, '2026-01-04'],
    [1, '2026-03-18'],
    [2, '2026-06-30'],
    [3, '2026-08-13'],
    [4, '2026-09-13'],
    [5, '2026-11-22'],
  ])('labels the spike and rising barangays as such (seed %i, %s)', (seed, today) => {
    const { rows, deaths } = generateCaseRows(barangays, new Random(seed), today);
    expect(rows.length).toBeGreaterThan(2000);
    expect(deaths).toBe(6);
    const last = lastCompleteWeekStart(today);
    const first = addDays(last, -7 * 51);
    for (const name of SPIKE_BARANGAYS) {
      expect(classifySeries({ counts: weeklySeries(rows, name, first, last) }).pattern, name).toBe('spike');
    }
    for (const name of RISING_BARANGAYS) {
      expect(classifySeries({ counts: weeklySeries(rows, name, first, last) }).pattern, name).toBe(
        'increase',
      );
    }
  });

  it.each([
    [20_240_611, '2026-01-04'],
    [1, '2026-03-18'],
    [3, '2026-08-13'],
    [5, '2026-11-22'],
  ])('shows fewer cases after the Greater Lagro fogging than next door (seed %i, %s)', (seed, today) => {
    const { rows } = generateCaseRows(barangays, new Random(seed), today);
    const scene = EFFECT_SCENES.find((s) => s.type === 'Fogging')!;
    const windows = effectWindows(manilaDateOf(sceneDate(scene, today)), 4);
    const around = [...(neighbourNames(barangays).get(scene.barangay) ?? [])];
    const casesIn = (names: readonly string[], weeks: readonly string[]) =>
      rows.filter((r) => names.includes(r.barangayId) && weeks.includes(r.morbidityWeekStart ?? '')).length;
    const counts = {
      interventionBefore: casesIn([scene.barangay], windows.before),
      interventionAfter: casesIn([scene.barangay], windows.after),
      controlBefore: casesIn(around, windows.before),
      controlAfter: casesIn(around, windows.after),
    };
    const afterComplete = afterWindowComplete(windows, today);
    expect(afterComplete).toBe(true);
    const verdict = effectVerdict({
      afterComplete,
      neighbours: around.length,
      counts,
      ratio: rateRatio(counts),
    });
    expect(verdict, JSON.stringify(counts)).toBe('fewer_cases');
  });

  it('is the same for the same seed and day', () => {
    const a = generateCaseRows(barangays, new Random(7), '2026-05-05').rows;
    const b = generateCaseRows(barangays, new Random(7), '2026-05-05').rows;
    expect(b).toEqual(a);
  });
});
