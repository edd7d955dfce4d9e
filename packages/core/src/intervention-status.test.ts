import { describe, expect, it } from 'vitest';
import {
  allowedInterventionStatuses,
  isInterventionLocked,
  normalizeInterventionStatus,
  statusAfterDateEdit,
} from './intervention-status.ts';

// 10:00 on 22 November 2026 in Manila.
const now = new Date('2026-11-22T02:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('status options by date (admin section 4)', () => {
  it('offers only Scheduled on a later day', () => {
    expect(allowedInterventionStatuses(new Date('2026-11-22T16:00:00Z'), now)).toEqual(['Scheduled']);
  });

  it('offers Scheduled or Ongoing later today', () => {
    expect(allowedInterventionStatuses(hours(13.99), now)).toEqual(['Scheduled', 'Ongoing']);
    expect(allowedInterventionStatuses(now, now)).toEqual(['Scheduled', 'Ongoing']);
  });

  it('offers Ongoing or Complete up to exactly 24 hours ago, then only Complete', () => {
    expect(allowedInterventionStatuses(hours(-1), now)).toEqual(['Ongoing', 'Complete']);
    expect(allowedInterventionStatuses(hours(-24), now)).toEqual(['Ongoing', 'Complete']);
    expect(allowedInterventionStatuses(new Date(hours(-24).getTime() - 1), now)).toEqual(['Complete']);
  });

  it('sets the edit form status from the date', () => {
    expect(statusAfterDateEdit(hours(-1), now)).toBe('Complete');
    expect(statusAfterDateEdit(hours(1), now)).toBe('Scheduled');
  });
});

describe('status spellings', () => {
  it.each([
    ['completed', 'Complete'],
    ['COMPLETE', 'Complete'],
    [' ongoing ', 'Ongoing'],
    ['Scheduled', 'Scheduled'],
    ['Archived', null],
    ['', null],
  ])('%j -> %s', (raw, expected) => {
    expect(normalizeInterventionStatus(raw)).toBe(expected);
  });

  it('locks completed interventions', () => {
    expect(isInterventionLocked('completed')).toBe(true);
    expect(isInterventionLocked('Ongoing')).toBe(false);
  });
});
