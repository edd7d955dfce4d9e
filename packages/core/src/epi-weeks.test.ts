import { describe, expect, it } from 'vitest';
import {
  addDays,
  completeWeekStarts,
  dayOfWeek,
  daysBetween,
  isWeekComplete,
  lastCompleteWeekStart,
  weekEnd,
  weekRange,
  weekStartOf,
} from './epi-weeks.ts';

describe('morbidity weeks run Sunday to Saturday', () => {
  it('keeps a Saturday in its week and opens a new one on Sunday', () => {
    expect(dayOfWeek('2026-11-21')).toBe(6);
    expect(weekStartOf('2026-11-21')).toBe('2026-11-15');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22');
    expect(weekEnd('2026-11-22')).toBe('2026-11-28');
  });

  it('spans a year boundary', () => {
    expect(weekStartOf('2027-01-01')).toBe('2026-12-27');
    expect(weekEnd('2026-12-27')).toBe('2027-01-02');
    expect(weekRange('2026-12-31')).toEqual(['2026-12-27', '2027-01-02']);
  });

  it('matches the dataset, whose week_start rows are Sundays', () => {
    expect(weekStartOf('2016-01-10')).toBe('2016-01-10');
    expect(weekStartOf('2016-01-16')).toBe('2016-01-10');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7);
  });

  it('refuses dates that do not exist', () => {
    expect(() => weekStartOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('complete weeks', () => {
  // Week 2026-11-08 .. 2026-11-14 (Saturday).
  it('is complete exactly lagDays after its Saturday, not a day sooner', () => {
    expect(isWeekComplete('2026-11-08', '2026-11-21')).toBe(true);
    expect(isWeekComplete('2026-11-08', '2026-11-20')).toBe(false);
    expect(isWeekComplete('2026-11-08', '2026-11-15', 1)).toBe(true);
    expect(isWeekComplete('2026-11-08', '2026-11-14', 1)).toBe(false);
    expect(isWeekComplete('2026-11-08', '2026-11-14', 0)).toBe(true);
  });

  it('finds the newest complete week whatever the weekday', () => {
    expect(lastCompleteWeekStart('2026-11-21')).toBe('2026-11-08');
    expect(lastCompleteWeekStart('2026-11-20')).toBe('2026-11-01');
    expect(lastCompleteWeekStart('2026-11-22')).toBe('2026-11-08');
    for (let offset = 0; offset < 14; offset++) {
      const day = addDays('2026-11-15', offset);
      const start = lastCompleteWeekStart(day);
      expect(isWeekComplete(start, day)).toBe(true);
      expect(isWeekComplete(addDays(start, 7), day)).toBe(false);
    }
  });

  it('lists the newest complete weeks oldest first', () => {
    expect(completeWeekStarts('2026-11-21', 3)).toEqual(['2026-10-25', '2026-11-01', '2026-11-08']);
  });
});
