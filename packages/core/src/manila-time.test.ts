import { describe, expect, it } from 'vitest';
import {
  fromManilaDateTimeLocal,
  isHhMm,
  isIsoDate,
  manilaDateOf,
  manilaInstant,
  manilaTimeOf,
  manilaToday,
  manilaYesterday,
  toManilaDateTimeLocal,
} from './manila-time.ts';

describe('Manila calendar date', () => {
  it('turns over at 16:00 UTC', () => {
    expect(manilaDateOf(new Date('2026-11-21T15:59:59.999Z'))).toBe('2026-11-21');
    expect(manilaDateOf(new Date('2026-11-21T16:00:00.000Z'))).toBe('2026-11-22');
    expect(manilaDateOf(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });

  it('crosses the year in Manila before UTC does', () => {
    expect(manilaDateOf(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(manilaToday(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(manilaYesterday(new Date('2026-12-31T16:00:00Z'))).toBe('2026-12-31');
  });

  it('handles a leap day', () => {
    expect(manilaYesterday(new Date('2028-03-01T00:00:00+08:00'))).toBe('2028-02-29');
  });

  it('refuses an invalid instant', () => {
    expect(() => manilaDateOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('calendar strings', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31'])('accepts %s', (value) =>
    expect(isIsoDate(value)).toBe(true),
  );
  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-01-01T00:00'])('rejects %s', (value) =>
    expect(isIsoDate(value)).toBe(false),
  );
  it('accepts 24-hour times only', () => {
    expect(isHhMm('00:00')).toBe(true);
    expect(isHhMm('23:59')).toBe(true);
    expect(isHhMm('24:00')).toBe(false);
    expect(isHhMm('9:05')).toBe(false);
  });
});

describe('Manila wall clock', () => {
  it('builds the instant of a Manila date and time', () => {
    expect(manilaInstant('2026-11-22', '00:30').toISOString()).toBe('2026-11-21T16:30:00.000Z');
    expect(manilaTimeOf(new Date('2026-11-21T16:30:00Z'))).toBe('00:30');
  });

  it('round-trips datetime-local values', () => {
    const instant = new Date('2026-11-21T16:30:00Z');
    expect(toManilaDateTimeLocal(instant)).toBe('2026-11-22T00:30');
    expect(fromManilaDateTimeLocal('2026-11-22T00:30')?.toISOString()).toBe(instant.toISOString());
    expect(fromManilaDateTimeLocal('2026-11-22 00:30')).toBeNull();
  });
});
