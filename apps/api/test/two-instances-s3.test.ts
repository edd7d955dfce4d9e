import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/lib/http.ts';
import { thumbnailKeyFor } from '../src/lib/images.ts';
import { createS3Storage } from '../src/lib/s3-storage.ts';
import { copyUploadsToBucket } from '../src/lib/uploads-to-bucket.ts';
import {
  createReportsWorld,
  photoWithGps,
  postReport,
  type ReportsWorld,
  validFields,
} from '../src/modules/reports/reports-test-kit.ts';
import { call } from './auth-helpers.ts';
import { type LocalS3, startLocalS3 } from './s3-server.ts';

/**
 * Two API instances on one database and one bucket, each with its own DATA_DIR, as behind a load balancer:
 * an image written through one is served by the other, and deleting through one empties the bucket.
 */
describe('two instances on one bucket', () => {
  let s3: LocalS3;
  let a: ReportsWorld;
  let b: App;
  let bDataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    a = await createReportsWorld(s3.env);
    bDataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-instance-b-'));
    const config = loadConfig({
      ...s3.env,
      DATA_DIR: bDataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(bDataDir, 'no-web'),
      WEATHER_URL: 'http://127.0.0.1:9/v1/forecast',
      RATE_LIMIT_SCALE: '100',
    });
    b = await buildApp({ config, database: a.database, jwtSecret: a.secret, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(bDataDir, { recursive: true, force: true });
    await s3?.close();
  });

  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
  const filesUnder = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];

  it('serves a report photo uploaded through A from B, without metadata, then deletes it from the bucket', async () => {
    const created = await postReport(a, a.author.token, validFields(a), [
      { name: 'phone.jpg', type: 'image/jpeg', data: await photoWithGps() },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [url] = created.body.images as string[];
    const key = keyOf(url!);
    expect(await s3.keys()).toEqual([key, thumbnailKeyFor(key)].sort());
    // Nothing went to either instance's disk.
    expect(filesUnder(path.join(a.config.dataDir, 'uploads'))).toEqual([]);
    expect(filesUnder(path.join(bDataDir, 'uploads'))).toEqual([]);

    const fromB = await b.inject({ method: 'GET', url: url! });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.rawPayload.equals((await s3.bytes(key))!)).toBe(true);
    const meta = await sharp(fromB.rawPayload).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
    expect(fromB.rawPayload.includes('DemoCam')).toBe(false);
    const thumb = await b.inject({ method: 'GET', url: `/uploads/${thumbnailKeyFor(key)}` });
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
    // A revalidation on A with B's ETag: the same object, so 304.
    const revalidated = await a.app.inject({
      method: 'GET',
      url: url!,
      headers: { 'if-none-match': fromB.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    const deleted = await call(b, 'DELETE', `/reports/${created.body._id}`, { token: a.author.token });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).toEqual([]);
    for (const app of [a.app, b])
      expect((await app.inject({ method: 'GET', url: url! })).statusCode).toBe(404);
  });

  it('removes the replaced profile photo from the bucket whichever instance takes the new one', async () => {
    const upload = async (app: App) => {
      const boundary = 'profile-photo-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="me.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        await photoWithGps(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await call(app, 'POST', '/accounts/profile-photo', {
        token: a.other.token,
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return keyOf(res.body.profilePhotoUrl as string);
    };
    const first = await upload(a.app);
    expect(await s3.exists(first)).toBe(true);
    const second = await upload(b);
    expect(await s3.keys()).toEqual([second, thumbnailKeyFor(second)].sort());
    expect((await a.app.inject({ method: 'GET', url: `/uploads/${second}` })).statusCode).toBe(200);
  });

  it('serves images stored on disk before the switch once they are copied to the bucket', async () => {
    // As an installation that ran without S3 left them: a photo, its thumbnail and a write's leftover.
    const disk = path.join(a.config.dataDir, 'uploads', 'reports');
    mkdirSync(disk, { recursive: true });
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    writeFileSync(path.join(disk, 'old.webp'), photo);
    writeFileSync(path.join(disk, 'old_thumb.webp'), photo);
    writeFileSync(path.join(disk, 'old.webp.1234.tmp'), 'half');
    expect((await b.inject({ method: 'GET', url: '/uploads/reports/old.webp' })).statusCode).toBe(404);

    const bucket = createS3Storage(s3.config);
    const result = await copyUploadsToBucket(path.join(a.config.dataDir, 'uploads'), bucket);
    bucket.close();
    expect(result).toEqual({ copied: 2, skipped: ['reports/old.webp.1234.tmp'] });
    const res = await b.inject({ method: 'GET', url: '/uploads/reports/old.webp' });
    expect([res.statusCode, res.headers['content-type'], res.rawPayload.equals(photo)]).toEqual([
      200,
      'image/webp',
      true,
    ]);
  });
});
