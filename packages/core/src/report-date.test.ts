import { describe, expect, it } from 'vitest';
import { manilaInstant } from './manila-time.ts';
import { checkReportDate, checkReportDateTime, checkReportTime, snapReportDate } from './report-date.ts';

// 00:30 on 22 November 2026 in Manila: still 21 November in UTC.
const now = new Date('2026-11-21T16:30:00Z');

describe('checkReportDateTime (Manila calendar)', () => {
  it('accepts now and the first minute of yesterday', () => {
    expect(checkReportDateTime(now, now)).toBeNull();
    expect(checkReportDateTime(manilaInstant('2026-11-21', '00:00'), now)).toBeNull();
  });

  it("rejects the last minute before yesterday: 'Please select only today or yesterday.'", () => {
    const lateOnTheTwentieth = new Date(manilaInstant('2026-11-21', '00:00').getTime() - 1);
    expect(checkReportDateTime(lateOnTheTwentieth, now)?.message).toBe(
      'Please select only today or yesterday.',
    );
  });

  it('rejects a later time today with the combined message', () => {
    expect(checkReportDateTime(new Date(now.getTime() + 1), now)?.message).toBe(
      'Selected date and time cannot be in the future.',
    );
  });

  it("rejects tomorrow: 'Date cannot be in the future.'", () => {
    expect(checkReportDateTime(manilaInstant('2026-11-23', '00:00'), now)?.message).toBe(
      'Date cannot be in the future.',
    );
  });

  it('uses the Manila day even when UTC says otherwise', () => {
    // 20 November 23:00 UTC is 21 November 07:00 in Manila: yesterday, allowed.
    expect(checkReportDateTime(new Date('2026-11-20T23:00:00Z'), now)).toBeNull();
    // 20 November 15:59 UTC is 20 November 23:59 in Manila: the day before yesterday.
    expect(checkReportDateTime(new Date('2026-11-20T15:59:00Z'), now)?.message).toBe(
      'Please select only today or yesterday.',
    );
  });

  it('allows a tolerance for clock skew only when asked', () => {
    const ahead = new Date(now.getTime() + 60_000);
    expect(checkReportDateTime(ahead, now, 120_000)).toBeNull();
    expect(checkReportDateTime(ahead, now)).not.toBeNull();
  });

  it("answers an invalid date with 'Date is required.'", () => {
    expect(checkReportDateTime(new Date('x'), now)?.message).toBe('Date is required.');
  });
});

describe('date and time pickers', () => {
  it('allow today and yesterday only, snapping the rest', () => {
    expect(checkReportDate('2026-11-22', now)).toBeNull();
    expect(checkReportDate('2026-11-21', now)).toBeNull();
    expect(checkReportDate('2026-11-23', now)?.message).toBe('Date cannot be in the future.');
    expect(checkReportDate('2026-11-20', now)?.message).toBe('Please select only today or yesterday.');
    expect(snapReportDate('2026-11-23', now)).toBe('2026-11-22');
    expect(snapReportDate('2026-11-01', now)).toBe('2026-11-21');
    expect(checkReportDate('', now)?.message).toBe('Date is required.');
  });

  it("refuses a time later than now today: 'Time cannot be in the future.'", () => {
    expect(checkReportTime('2026-11-22', '00:30', now)).toBeNull();
    expect(checkReportTime('2026-11-22', '00:31', now)?.message).toBe('Time cannot be in the future.');
    expect(checkReportTime('2026-11-21', '23:59', now)).toBeNull();
    expect(checkReportTime('2026-11-22', '', now)?.message).toBe('Time is required.');
  });
});
