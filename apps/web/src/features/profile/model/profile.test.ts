import { LIMITS, PROFILE_MESSAGES, type ProfileResponse, VALIDATION_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { profileEn } from '../../../i18n/en/profile';
import { bioCounter, bioProblem, clampBio } from './bio';
import { photoProblem, sniffPhoto } from './profile-photo';
import {
  activityText,
  profileCounts,
  recentActivity,
  reportsOf,
  statusBadgeText,
  tabLabel,
  toProfileReport,
} from './profile-reports';

const summary = (id: string, status: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  status,
  report_type: 'Stagnant Water',
  description: `Report ${id}`,
  barangay: 'Batasan Hills',
  date_and_time: createdAt,
  createdAt,
  isAnonymous: false,
  likesCount: 2,
  commentsCount: 1,
  images: [`/uploads/${id}.webp`],
  ...extra,
});

const profile: ProfileResponse = {
  account: { profilePhotoUrl: null, username: 'ana', email: 'ana@example.test', bio: '' },
  statistics: { reportsByStatus: { Validated: 2, Pending: 1, Rejected: 1 }, totalUpvotes: 7 },
  recentActivity: {
    reports: {
      Validated: [
        summary('v2', 'Validated', '2026-03-02T00:00:00Z'),
        summary('v1', 'Validated', '2026-03-01T00:00:00Z'),
      ],
      Pending: [summary('p1', 'Pending', '2026-03-04T00:00:00Z')],
      Rejected: [summary('r1', 'Rejected', '2026-03-03T00:00:00Z'), { _id: 'broken' }],
    },
  },
  photos: [{ url: '/uploads/v2.webp', status: 'Validated' }],
};

describe('profile reports', () => {
  it('reads a summary field by field and refuses one without id, status or date', () => {
    expect(toProfileReport(summary('a', 'Pending', '2026-03-01T00:00:00Z'))).toMatchObject({
      id: 'a',
      status: 'Pending',
      reportType: 'Stagnant Water',
      upvotes: 2,
      comments: 1,
      images: ['/uploads/a.webp'],
    });
    expect(toProfileReport({ _id: 'x', status: 'Pending' })).toBeNull();
    expect(toProfileReport(summary('a', 'Archived', '2026-03-01T00:00:00Z'))).toBeNull();
    expect(
      toProfileReport(
        summary('a', 'Pending', '2026-03-01T00:00:00Z', { likesCount: -3, images: [1, '/u.webp'] }),
      ),
    ).toMatchObject({ upvotes: 0, images: ['/u.webp'] });
  });

  it('lists each tab from its own group, skipping what cannot be read', () => {
    expect(reportsOf(profile, 'Validated').map((r) => r.id)).toEqual(['v2', 'v1']);
    expect(reportsOf(profile, 'Rejected').map((r) => r.id)).toEqual(['r1']);
  });

  it('names tabs with the statistics counts and badges with the spec words', () => {
    expect(tabLabel('Validated', profile)).toBe('Validated (2)');
    expect(tabLabel('Pending', profile)).toBe('Pending (1)');
    expect(statusBadgeText('Pending')).toBe('Pending Review');
  });

  it('counts Reports Posted as the validated reports and Upvotes as the total', () => {
    expect(profileCounts(profile)).toEqual({ reportsPosted: 2, upvotes: 7 });
  });

  it('merges the statuses for recent activity, newest first, up to the limit', () => {
    expect(recentActivity(profile).map((r) => r.id)).toEqual(['p1', 'r1', 'v2', 'v1']);
    expect(recentActivity(profile, 2).map((r) => r.id)).toEqual(['p1', 'r1']);
    const [pending, rejected, validated] = recentActivity(profile);
    expect(activityText(pending!)).toBe(
      'You reported Stagnant Water in Batasan Hills; it is waiting for review',
    );
    expect(activityText(rejected!)).toBe('Your report of Stagnant Water in Batasan Hills was not validated');
    expect(activityText(validated!)).toBe('Your report of Stagnant Water in Batasan Hills was validated');
  });
});

describe('bio', () => {
  it('counts against 500 and cuts longer text to it', () => {
    expect(bioCounter('hello')).toBe(`5/${LIMITS.bioMax}`);
    expect(clampBio('x'.repeat(600))).toHaveLength(LIMITS.bioMax);
  });

  it('accepts up to 500 characters and refuses more with the server schema message', () => {
    expect(bioProblem('x'.repeat(LIMITS.bioMax))).toBeNull();
    expect(bioProblem('')).toBeNull();
    expect(bioProblem('x'.repeat(LIMITS.bioMax + 1))).toEqual({ key: 'profile.bioTooLong' });
    expect(profileEn['profile.bioTooLong']).toBe(VALIDATION_MESSAGES.bioTooLong);
  });
});

describe('profile photo', () => {
  const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const GIF = new TextEncoder().encode('GIF89a');
  const TEXT = new TextEncoder().encode('hello, not an image');

  it('knows JPEG, PNG and GIF by their first bytes', () => {
    expect(sniffPhoto(JPEG)).toBe('jpeg');
    expect(sniffPhoto(PNG)).toBe('png');
    expect(sniffPhoto(GIF)).toBe('gif');
    expect(sniffPhoto(TEXT)).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });

  it('applies the core rule first, then the content, with the spec messages', () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    expect(photoProblem(file('me.png', 'image/png'), PNG)).toBeNull();
    expect(photoProblem(file('me.gif', 'image/gif'), GIF)).toBeNull();
    expect(photoProblem(file('me.webp', 'image/webp'), PNG)).toEqual({ key: 'profile.invalidPhotoType' });
    expect(photoProblem(file('notes.jpg', 'image/jpeg'), TEXT)).toEqual({ key: 'profile.invalidPhotoType' });
    expect(photoProblem(file('big.jpg', 'image/jpeg', LIMITS.profilePhotoMaxBytes), JPEG)).toEqual({
      key: 'profile.photoTooLarge',
    });
    expect(photoProblem(file('ok.jpg', 'image/jpeg', LIMITS.profilePhotoMaxBytes - 1), JPEG)).toBeNull();
    expect([profileEn['profile.invalidPhotoType'], profileEn['profile.photoTooLarge']]).toEqual([
      PROFILE_MESSAGES.invalidPhotoType,
      PROFILE_MESSAGES.photoTooLarge,
    ]);
  });
});
