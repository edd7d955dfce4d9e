import { describe, expect, it } from 'vitest';
import {
  allowedToggles,
  createAdminFormSchema,
  superadminPasswordSchema,
  toggleStatusSchema,
  updateBioSchema,
} from './accounts.ts';
import { weeklyTrendsSchema } from './analytics.ts';
import { patternListResponseSchema } from './barangays.ts';
import { buildPagination, paginationSchema } from './common.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('create admin form', () => {
  const form = { username: 'ana', email: 'ana@qc.gov.ph', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };

  it('accepts the edge password', () => {
    expect(createAdminFormSchema.safeParse(form).success).toBe(true);
  });

  it('uses the admin form messages', () => {
    const result = createAdminFormSchema.safeParse({
      username: '',
      email: 'nope',
      password: '',
      confirmPassword: 'x',
    });
    expect(messagesOf(result)).toEqual([
      'Username is required',
      'Email is invalid',
      'Password is required',
      'Passwords do not match',
    ]);
  });
});

describe('superadmin actions', () => {
  it("ask for the password: 'Please enter your password'", () => {
    expect(messagesOf(superadminPasswordSchema.safeParse({ password: '' }))).toEqual([
      'Please enter your password',
    ]);
  });

  it('toggle only to active, banned or disabled', () => {
    expect(toggleStatusSchema.safeParse({ status: 'banned' }).success).toBe(true);
    expect(toggleStatusSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('follow the table transitions and spare superadmins', () => {
    expect(allowedToggles('user', 'active')).toEqual(['banned']);
    expect(allowedToggles('user', 'banned')).toEqual(['active']);
    expect(allowedToggles('admin', 'pending')).toEqual(['disabled']);
    expect(allowedToggles('admin', 'disabled')).toEqual(['active']);
    expect(allowedToggles('superadmin', 'active')).toEqual([]);
  });
});

describe('bio', () => {
  it('allows 500 characters and refuses 501', () => {
    expect(updateBioSchema.safeParse({ bio: 'b'.repeat(500) }).success).toBe(true);
    expect(updateBioSchema.safeParse({ bio: 'b'.repeat(501) }).success).toBe(false);
  });
});

describe('weekly trends', () => {
  it('defaults to 12 weeks and accepts 4, 6, 8, 12 only', () => {
    expect(weeklyTrendsSchema.parse({ barangay_name: 'Bagbag' })).toEqual({
      barangay_name: 'Bagbag',
      number_of_weeks: 12,
    });
    for (const weeks of [4, 6, 8, 12])
      expect(weeklyTrendsSchema.safeParse({ barangay_name: 'x', number_of_weeks: weeks }).success).toBe(true);
    for (const weeks of [0, 5, 10, 13])
      expect(weeklyTrendsSchema.safeParse({ barangay_name: 'x', number_of_weeks: weeks }).success).toBe(
        false,
      );
  });
});

describe('pattern list response', () => {
  it('normalises raw pattern words as it reads them', () => {
    const parsed = patternListResponseSchema.parse({
      data: [{ name: 'Bagbag', pattern: 'gradual_rise', alert: '', recommendation: '' }],
    });
    expect(parsed.data[0]?.pattern).toBe('increase');
  });
});

describe('pagination', () => {
  it('says hasMore until the last page', () => {
    expect(buildPagination(21, 2, 10)).toEqual({ totalItems: 21, hasMore: true, page: 2, limit: 10 });
    expect(buildPagination(20, 2, 10).hasMore).toBe(false);
    expect(paginationSchema.safeParse(buildPagination(0, 1, 10)).success).toBe(true);
  });
});
