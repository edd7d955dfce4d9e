import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS, PROFILE_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  accountRow,
  call,
  createAuthTestApp,
  type Fixture,
  insertAccount,
  login,
  multipartFile,
  tokenFor,
} from '../../../test/auth-helpers.ts';
import { barangays, reportImages, reports } from '../../db/schema/index.ts';

let t: AuthTestApp;
let owner: Fixture;
const tokens: Record<'owner' | 'other' | 'admin' | 'superadmin', string> = {
  owner: '',
  other: '',
  admin: '',
  superadmin: '',
};

beforeAll(async () => {
  t = await createAuthTestApp();
  owner = await insertAccount(t.db, { username: 'Owner' });
  tokens.owner = (await login(t.app, owner.email)).accessToken;
  for (const [name, role] of [
    ['other', 'user'],
    ['admin', 'admin'],
    ['superadmin', 'superadmin'],
  ] as const) {
    tokens[name] = await tokenFor(t.secret, await insertAccount(t.db, { role }));
  }
  const [barangay] = await t.db.select({ id: barangays.id }).from(barangays).limit(1);
  const report = (
    status: 'Validated' | 'Pending' | 'Rejected',
    upvoteCount: number,
    isAnonymous = false,
  ) => ({
    authorId: owner.id,
    barangayId: barangay!.id,
    lng: 121.04,
    lat: 14.65,
    observedAt: new Date(),
    reportType: 'Stagnant Water' as const,
    description: `A ${status} report`,
    status,
    upvoteCount,
    isAnonymous,
    anonymousId: isAnonymous ? 'Anon-1' : null,
  });
  const rows = await t.db
    .insert(reports)
    .values([
      report('Validated', 3),
      report('Validated', 5, true),
      report('Pending', 7),
      report('Pending', 0),
      report('Rejected', 1),
    ])
    .returning({ id: reports.id, status: reports.status });
  const image = (reportId: string, name: string) => ({
    reportId,
    position: 0,
    storageKey: `reports/${name}.webp`,
    url: `/uploads/reports/${name}.webp`,
    thumbnailUrl: `/uploads/reports/${name}.thumb.webp`,
    width: 10,
    height: 10,
    bytes: 100,
  });
  await t.db.insert(reportImages).values([image(rows[0]!.id, 'validated'), image(rows[2]!.id, 'pending')]);
});
afterAll(() => t.close());

const profile = (token?: string, id = owner.id) => call(t.app, 'GET', `/accounts/profile/${id}`, { token });

describe('GET /accounts/profile/:id', () => {
  it('shows the owner everything: e-mail, every status, upvotes and validated photos', async () => {
    const res = await profile(tokens.owner);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['account', 'photos', 'recentActivity', 'statistics']);
    expect(res.body.account).toEqual({
      profilePhotoUrl: null,
      username: 'Owner',
      email: owner.email,
      bio: '',
    });
    expect(res.body.statistics).toEqual({
      reportsByStatus: { Validated: 2, Pending: 2, Rejected: 1 },
      totalUpvotes: 16,
    });
    expect(Object.keys(res.body.recentActivity.reports).sort()).toEqual(['Pending', 'Rejected', 'Validated']);
    expect(res.body.recentActivity.reports.Pending).toHaveLength(2);
    expect(res.body.photos).toEqual([{ url: '/uploads/reports/validated.webp', status: 'Validated' }]);
  });

  it.each([
    ['a visitor', undefined],
    ['another user', 'other'],
    ['an admin', 'admin'],
  ] as const)('shows %s no e-mail and only validated, non-anonymous reports', async (_label, who) => {
    const res = await profile(who && tokens[who]);
    expect(res.status).toBe(200);
    expect(res.body.account.email).toBe('');
    expect(res.body.statistics).toEqual({
      reportsByStatus: { Validated: 1, Pending: 0, Rejected: 0 },
      totalUpvotes: 3,
    });
    expect(res.body.recentActivity.reports.Pending).toEqual([]);
    expect(res.body.recentActivity.reports.Rejected).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('pending.webp');
    expect(JSON.stringify(res.body)).not.toContain('Anon-1');
  });

  it('shows a superadmin the e-mail', async () => {
    const res = await profile(tokens.superadmin);
    expect(res.body.account.email).toBe(owner.email);
  });

  it('answers 404 for an unknown or a deleted account, 400 for a malformed id', async () => {
    const gone = await insertAccount(t.db, { status: 'deleted' });
    expect((await profile(undefined, gone.id)).status).toBe(404);
    expect((await profile(undefined, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await profile(undefined, 'nope')).status).toBe(400);
  });
});

describe('PATCH /accounts/:id/bio', () => {
  const setBio = (bio: unknown, token = tokens.owner, id = owner.id) =>
    call(t.app, 'PATCH', `/accounts/${id}/bio`, { token, body: { bio } });

  it('saves the own bio (trimmed) and shows it on the profile', async () => {
    const res = await setBio('  Clean-up volunteer in Batasan Hills  ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: PROFILE_MESSAGES.bioUpdated,
      bio: 'Clean-up volunteer in Batasan Hills',
    });
    expect((await profile()).body.account.bio).toBe('Clean-up volunteer in Batasan Hills');
  });

  it('accepts 500 characters and refuses 501', async () => {
    expect((await setBio('b'.repeat(LIMITS.bioMax))).status).toBe(200);
    const res = await setBio('b'.repeat(LIMITS.bioMax + 1));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.bioTooLong);
    expect((await accountRow(t.db, owner.id)).bio).toHaveLength(500);
  });

  it('refuses a bio that is not text, with a message that says so', async () => {
    for (const bio of [undefined, 5, null]) {
      const res = await setBio(bio);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION_MESSAGES.bioNotText);
    }
  });

  it.each(['other', 'admin', 'superadmin'] as const)(
    "refuses %s editing the owner's bio with 403",
    async (who) => {
      const res = await setBio('hacked', tokens[who]);
      expect(res.status).toBe(403);
      expect((await accountRow(t.db, owner.id)).bio).not.toBe('hacked');
    },
  );

  it('refuses a visitor with 401', async () => {
    const res = await call(t.app, 'PATCH', `/accounts/${owner.id}/bio`, { body: { bio: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /accounts/profile-photo', () => {
  const upload = (
    data: Buffer,
    filename = 'me.jpg',
    type = 'image/jpeg',
    field = 'profilePhoto',
    token = tokens.owner,
  ) => {
    const { payload, headers } = multipartFile(field, filename, type, data);
    return call(t.app, 'POST', '/accounts/profile-photo', { token, payload, headers });
  };
  const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f855a' } });
  const storedFile = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  it.each([
    [
      'JPEG with EXIF and GPS',
      'me.jpg',
      'image/jpeg',
      () =>
        base()
          .jpeg()
          .withExif({
            IFD0: { Make: 'DemoCam' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 39/1 0/1' },
          })
          .toBuffer(),
    ],
    ['PNG', 'me.png', 'image/png', () => base().png().toBuffer()],
    ['GIF', 'me.gif', 'image/gif', () => base().gif().toBuffer()],
  ])('accepts a %s and stores a re-encoded copy without metadata', async (_label, filename, type, make) => {
    const input = await make();
    if (filename === 'me.jpg') expect(input.includes('DemoCam')).toBe(true);
    const res = await upload(input, filename, type);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROFILE_MESSAGES.photoUpdated);
    expect(res.body.profilePhotoUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(res.body.user.profilePhotoUrl).toBe(res.body.profilePhotoUrl);
    const file = storedFile(res.body.profilePhotoUrl);
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('DemoCam')).toBe(false);
    expect((await accountRow(t.db, owner.id)).profilePhotoUrl).toBe(res.body.profilePhotoUrl);
    const served = await t.app.inject({ method: 'GET', url: res.body.profilePhotoUrl });
    expect(served.statusCode).toBe(200);
  });

  it('removes the previous photo file when a new one replaces it', async () => {
    const first = await upload(await base().png().toBuffer(), 'a.png', 'image/png');
    const second = await upload(await base().png().toBuffer(), 'b.png', 'image/png');
    expect(second.status).toBe(200);
    expect(existsSync(storedFile(first.body.profilePhotoUrl))).toBe(false);
    expect(existsSync(storedFile(second.body.profilePhotoUrl))).toBe(true);
  });

  it.each([
    ['a text file named .jpg', () => Promise.resolve(Buffer.from('definitely not a picture\n'))],
    ['a WebP image', () => base().webp().toBuffer()],
  ])('refuses %s: "Please select a valid image file (JPEG, PNG, or GIF)"', async (_label, make) => {
    const before = (await accountRow(t.db, owner.id)).profilePhotoUrl;
    const res = await upload(await make(), 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a valid image file (JPEG, PNG, or GIF)');
    expect((await accountRow(t.db, owner.id)).profilePhotoUrl).toBe(before);
  });

  it('accepts a valid image of 5 MB minus one byte, refuses 5 MB and more: "Image size must be less than 5MB"', async () => {
    const jpeg = await base().jpeg().toBuffer();
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expect((await upload(padded(LIMITS.profilePhotoMaxBytes - 1))).status).toBe(200);
    for (const size of [LIMITS.profilePhotoMaxBytes, LIMITS.profilePhotoMaxBytes + 1024 * 1024]) {
      const res = await upload(padded(size));
      expect(res.status, `${size} bytes`).toBe(400);
      expect(res.body.message).toBe('Image size must be less than 5MB');
    }
  });

  it('refuses a file sent under another field name', async () => {
    const res = await upload(await base().png().toBuffer(), 'me.png', 'image/png', 'avatar');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PROFILE_MESSAGES.invalidPhotoType);
  });

  it('refuses a visitor with 401', async () => {
    const { payload, headers } = multipartFile(
      'profilePhoto',
      'me.png',
      'image/png',
      await base().png().toBuffer(),
    );
    expect((await call(t.app, 'POST', '/accounts/profile-photo', { payload, headers })).status).toBe(401);
  });
});
