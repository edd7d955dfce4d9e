import { describe, expect, it } from 'vitest';
import {
  buildCreateReportSchema,
  bulkValidateSchema,
  nearbyReportsSchema,
  reportListQuerySchema,
  reportStatusPatchSchema,
} from './reports.ts';

// 10:00 on 22 November 2026 in Manila.
const now = new Date('2026-11-22T02:00:00Z');
const schema = buildCreateReportSchema(() => now);

/** The fields as @fastify/multipart hands them over: all text. */
const multipart = {
  barangay: 'Bagbag',
  specific_location: { type: 'Point', coordinates: ['121.0437', '14.676'] },
  date_and_time: '2026-11-22T01:30:00.000Z',
  report_type: 'Stagnant Water',
  description: '  Water in old tyres  ',
  isAnonymous: 'true',
};

const firstMessage = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('create report', () => {
  it('parses multipart text into numbers and a flag', () => {
    expect(schema.parse(multipart)).toEqual({
      barangay: 'Bagbag',
      specific_location: { type: 'Point', coordinates: [121.0437, 14.676] },
      date_and_time: '2026-11-22T01:30:00.000Z',
      report_type: 'Stagnant Water',
      description: 'Water in old tyres',
      isAnonymous: true,
      location_approximate: false,
    });
  });

  it('takes an optional address, trimmed, blank as none, at most 200 characters; location_approximate as a flag', () => {
    expect(
      schema.parse({ ...multipart, address: '  12 Quirino Highway ', location_approximate: 'true' }),
    ).toMatchObject({
      address: '12 Quirino Highway',
      location_approximate: true,
    });
    expect(schema.parse({ ...multipart, address: '  ' }).address).toBeNull();
    expect(schema.parse({ ...multipart, address: 'a'.repeat(200) }).address).toHaveLength(200);
    expect(firstMessage({ ...multipart, address: 'a'.repeat(201) })).toBe(
      'The street address or landmark must be at most 200 characters.',
    );
  });

  it('accepts JSON numbers and defaults isAnonymous to false', () => {
    const { isAnonymous, ...rest } = multipart;
    const parsed = schema.parse({
      ...rest,
      specific_location: { type: 'Point', coordinates: [121.04, 14.67] },
    });
    expect(parsed.isAnonymous).toBe(false);
  });

  it.each([
    ['barangay', { barangay: '  ' }, 'Barangay is required.'],
    ['location', { specific_location: undefined }, 'Location is required.'],
    [
      'coordinates',
      { specific_location: { type: 'Point', coordinates: ['', '14.6'] } },
      'Location is required.',
    ],
    ['date', { date_and_time: undefined }, 'Date is required.'],
    ['date format', { date_and_time: '22/11/2026' }, 'Date is required.'],
    ['time (a date alone)', { date_and_time: '2026-11-22' }, 'Time is required.'],
    ['time (a date and an empty time)', { date_and_time: '2026-11-22T' }, 'Time is required.'],
    ['type', { report_type: 'Mosquitoes' }, 'Report type is required.'],
    ['description', { description: '   ' }, 'Description is required.'],
  ])('requires the %s with the spec message', (_, change, message) => {
    expect(firstMessage({ ...multipart, ...change })).toBe(message);
  });

  it('takes an optional clientId that must be a UUID', () => {
    const clientId = '0b6f1c1e-8f7a-4c1e-9a8e-2f1d3c4b5a69';
    expect(schema.parse({ ...multipart, clientId }).clientId).toBe(clientId);
    expect(schema.parse(multipart).clientId).toBeUndefined();
    expect(firstMessage({ ...multipart, clientId: 'report-1' })).toBe(
      'clientId must be a UUID (the id this device gave the report, e.g. from crypto.randomUUID()).',
    );
  });

  it('allows 500 characters of description and refuses 501', () => {
    expect(schema.safeParse({ ...multipart, description: 'x'.repeat(500) }).success).toBe(true);
    expect(firstMessage({ ...multipart, description: 'x'.repeat(501) })).toBe(
      'Description is limited to 500 characters.',
    );
  });

  it('refuses a point outside the city box', () => {
    const outside = { type: 'Point', coordinates: [120.98, 14.37] };
    expect(firstMessage({ ...multipart, specific_location: outside })).toBe(
      'Please click a location within Quezon City',
    );
  });

  it('applies the date rule with two minutes of clock skew', () => {
    expect(schema.safeParse({ ...multipart, date_and_time: '2026-11-22T02:02:00Z' }).success).toBe(true);
    expect(firstMessage({ ...multipart, date_and_time: '2026-11-22T02:02:01Z' })).toBe(
      'Selected date and time cannot be in the future.',
    );
    expect(firstMessage({ ...multipart, date_and_time: '2026-11-22T16:00:00Z' })).toBe(
      'Date cannot be in the future.',
    );
    expect(schema.safeParse({ ...multipart, date_and_time: '2026-11-21T00:00:00+08:00' }).success).toBe(true);
    expect(firstMessage({ ...multipart, date_and_time: '2026-11-20T23:59:59+08:00' })).toBe(
      'Please select only today or yesterday.',
    );
  });
});

describe('report list query', () => {
  it('defaults page 1, limit 10, newest first', () => {
    expect(reportListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      searchScope: 'all',
    });
  });

  it('reads query-string numbers and flags', () => {
    const parsed = reportListQuerySchema.parse({
      page: '3',
      limit: '100',
      myPosts: 'true',
      popular: '0',
      search: ' ',
    });
    expect(parsed).toMatchObject({ page: 3, limit: 100, myPosts: true, popular: false });
    expect(parsed.search).toBeUndefined();
  });

  it.each([
    { page: '0' },
    { page: '1.5' },
    { limit: '0' },
    { limit: '101' },
    { myPosts: 'yes' },
    { sortBy: 'password' },
    { searchScope: 'comments' },
  ])('rejects %j', (query) => {
    expect(reportListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('checks filters against the spec lists and the date order', () => {
    expect(reportListQuerySchema.safeParse({ status: 'Validated', report_type: 'Others' }).success).toBe(
      true,
    );
    expect(reportListQuerySchema.safeParse({ status: 'validated' }).success).toBe(false);
    expect(reportListQuerySchema.safeParse({ startDate: '2026-11-01', endDate: '2026-11-30' }).success).toBe(
      true,
    );
    expect(reportListQuerySchema.safeParse({ startDate: '2026-12-01', endDate: '2026-11-30' }).success).toBe(
      false,
    );
  });
});

describe('status changes and nearby', () => {
  it('accepts the three statuses', () => {
    expect(reportStatusPatchSchema.safeParse({ status: 'Rejected' }).success).toBe(true);
    expect(reportStatusPatchSchema.safeParse({ status: 'Deleted' }).success).toBe(false);
  });

  it('needs at least one report id for a bulk change', () => {
    expect(bulkValidateSchema.safeParse({ reportIds: [], status: 'Validated' }).success).toBe(false);
    expect(bulkValidateSchema.safeParse({ reportIds: ['not-a-uuid'], status: 'Validated' }).success).toBe(
      false,
    );
    expect(
      bulkValidateSchema.safeParse({
        reportIds: ['3f1c2b9e-8d4a-4c7e-9b1a-2e5f6a7b8c9d'],
        status: 'Validated',
      }).success,
    ).toBe(true);
  });

  it('validates at most 100 reports at once, and only to Validated', () => {
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `3f1c2b9e-8d4a-4c7e-9b1a-${String(i).padStart(12, '0')}`);
    expect(bulkValidateSchema.parse({ reportIds: ids(100) })).toMatchObject({ status: 'Validated' });
    const tooMany = bulkValidateSchema.safeParse({ reportIds: ids(101) });
    expect(tooMany.error?.issues[0]?.message).toBe('Select at most 100 reports to validate at once.');
    expect(bulkValidateSchema.safeParse({ reportIds: ids(1), status: 'Rejected' }).success).toBe(false);
  });

  it('defaults the radius and bounds it', () => {
    expect(nearbyReportsSchema.parse({ lng: 121.04, lat: '14.6' })).toEqual({
      lng: 121.04,
      lat: 14.6,
      radius: 500,
    });
    expect(nearbyReportsSchema.safeParse({ lng: 121, lat: 14.6, radius: 5000 }).success).toBe(true);
    expect(nearbyReportsSchema.safeParse({ lng: 121, lat: 14.6, radius: 5001 }).success).toBe(false);
    expect(nearbyReportsSchema.safeParse({ lng: 181, lat: 14.6 }).success).toBe(false);
  });
});
