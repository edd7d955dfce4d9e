import { describe, expect, it } from 'vitest';
import {
  assignOnsetWeek,
  buildWeeklyCounts,
  chartWeeks,
  evaluationWeekStart,
  isWeekComplete,
  weekStartsBetween,
} from './weekly-series.ts';

describe('assignOnsetWeek', () => {
  it('uses a plausible DOnset and its Sunday-to-Saturday week', () => {
    // 2024-06-15 is a Saturday: its week opened on Sunday 2024-06-09.
    expect(assignOnsetWeek({ dOnset: '2024-06-15', dAdmit: '2024-06-18' })).toEqual({
      date: '2024-06-15',
      weekStart: '2024-06-09',
      imputed: false,
    });
    expect(assignOnsetWeek({ dOnset: '2024-06-16', dAdmit: '2024-06-16' })?.weekStart).toBe('2024-06-16');
  });

  it('falls back to DAdmit (imputed) when onset is after admission', () => {
    expect(assignOnsetWeek({ dOnset: '2024-06-19', dAdmit: '2024-06-18' })).toEqual({
      date: '2024-06-18',
      weekStart: '2024-06-16',
      imputed: true,
    });
  });

  it('accepts an onset exactly 30 days before admission, not 31', () => {
    expect(assignOnsetWeek({ dOnset: '2024-05-19', dAdmit: '2024-06-18' })?.imputed).toBe(false);
    expect(assignOnsetWeek({ dOnset: '2024-05-18', dAdmit: '2024-06-18' })).toEqual({
      date: '2024-06-18',
      weekStart: '2024-06-16',
      imputed: true,
    });
  });

  it('imputes for an invalid or missing onset', () => {
    for (const dOnset of ['2024-02-30', 'not a date', '', null, undefined, '18/06/2024']) {
      expect(assignOnsetWeek({ dOnset, dAdmit: '2024-06-18' })?.imputed).toBe(true);
    }
  });

  it('keeps a valid onset when admission is unknown, and places nothing without either date', () => {
    expect(assignOnsetWeek({ dOnset: '2024-06-15', dAdmit: null })?.imputed).toBe(false);
    expect(assignOnsetWeek({ dOnset: '2024-13-01', dAdmit: 'n/a' })).toBeNull();
  });
});

describe('complete weeks', () => {
  it('is complete when its Saturday is at least lagDays before the analysis date', () => {
    // The week 2024-06-09..15 closes on Saturday the 15th.
    expect(isWeekComplete('2024-06-09', '2024-06-22')).toBe(true);
    expect(isWeekComplete('2024-06-09', '2024-06-21')).toBe(false);
    expect(evaluationWeekStart('2024-06-22')).toBe('2024-06-09');
    expect(evaluationWeekStart('2024-06-21')).toBe('2024-06-02');
    expect(evaluationWeekStart('2024-06-15', 0)).toBe('2024-06-09');
    expect(evaluationWeekStart('2024-06-14', 0)).toBe('2024-06-02');
  });
});

describe('buildWeeklyCounts', () => {
  it('is dense from the first data week through T and ignores weeks outside', () => {
    const weeks = ['2024-06-02', '2024-06-16', '2024-06-16', '2024-05-26', '2024-06-30'];
    expect(buildWeeklyCounts(weeks, '2024-06-02', '2024-06-23')).toEqual([1, 0, 2, 0]);
    expect(weekStartsBetween('2024-06-05', '2024-06-23')).toEqual([
      '2024-06-02',
      '2024-06-09',
      '2024-06-16',
      '2024-06-23',
    ]);
  });

  it('marks the two newest complete weeks provisional', () => {
    const rows = chartWeeks([4, 5, 6, 7], '2024-06-02');
    expect(rows.map((row) => row.provisional)).toEqual([false, false, true, true]);
    expect(rows[3]).toEqual({ weekStart: '2024-06-23', weekEnd: '2024-06-29', count: 7, provisional: true });
  });
});
