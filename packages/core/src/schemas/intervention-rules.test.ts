import { describe, expect, it } from 'vitest';
import {
  buildCreateInterventionSchema,
  interventionListQuerySchema,
  statusProblemForDate,
} from './intervention-rules.ts';

const now = new Date('2026-11-22T02:00:00Z'); // 10:00 in Manila
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

const body = (date: Date, status: string) => ({
  barangay: 'Bagbag',
  interventionType: 'Fogging',
  personnel: 'QC ESD Team 3',
  date: date.toISOString(),
  status,
  specific_location: { type: 'Point', coordinates: [121.03, 14.69] },
});

describe('status for a date (admin section 4)', () => {
  it.each([
    [hours(48), 'Scheduled', null],
    [hours(48), 'Ongoing', 'For this date the status can only be Scheduled.'],
    [hours(2), 'Ongoing', null],
    [hours(2), 'Complete', 'For this date the status can only be Scheduled or Ongoing.'],
    [hours(-2), 'Scheduled', 'For this date the status can only be Ongoing or Complete.'],
    [hours(-30), 'Ongoing', 'For this date the status can only be Complete.'],
  ] as const)('%s with %s', (date, status, problem) => {
    expect(statusProblemForDate(date, status, now)).toBe(problem);
  });

  it('the create schema puts the problem on the status field', () => {
    const result = buildCreateInterventionSchema(() => now).safeParse(body(hours(-30), 'Scheduled'));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['status'],
        message: 'For this date the status can only be Complete.',
      }),
    ]);
    expect(buildCreateInterventionSchema(() => now).safeParse(body(hours(-30), 'completed')).success).toBe(
      true,
    );
  });
});

describe('list query', () => {
  it('defaults to the first page of 10 active interventions', () => {
    expect(interventionListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, archived: false });
  });

  it('reads text from a query string and normalises the status', () => {
    expect(
      interventionListQuerySchema.parse({
        page: '2',
        limit: '50',
        archived: 'true',
        status: 'completed',
        type: 'All',
      }),
    ).toEqual({ page: 2, limit: 50, archived: true, status: 'Complete', type: 'All' });
  });

  it('refuses an unknown type or status with a message that lists the choices', () => {
    expect(interventionListQuerySchema.safeParse({ status: 'Archived' }).error?.issues[0]?.message).toBe(
      'Status must be one of: Scheduled, Ongoing, Complete.',
    );
    expect(interventionListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
