import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server.ts';
import { createReport, createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

/** `/uploads/<key>` answers the same way whether images live under DATA_DIR or in a bucket. */
describe.each(['local disk', 'S3 bucket'] as const)('GET /uploads/ from the %s', (driver) => {
  let s3: LocalS3 | undefined;
  let w: ReportsWorld;
  let url: string;
  beforeAll(async () => {
    if (driver === 'S3 bucket') s3 = await startLocalS3();
    w = await createReportsWorld(s3?.env ?? {});
    url = (await createReport(w)).images[0] as string;
  });
  afterAll(async () => {
    await w.close();
    await s3?.close();
  });

  it('serves a stored photo as WebP, cached for good, with an ETag that revalidates', async () => {
    const res = await w.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

    const again = await w.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const head = await w.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 JSON for a key nothing was stored under', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/uploads/reports/no-such-photo.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Nothing here: GET /uploads/reports/no-such-photo.webp does not exist.',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it.each([
    '/uploads/../server.lock',
    '/uploads/%2e%2e/server.lock',
    '/uploads/reports/..%2f..%2fserver.lock',
    '/uploads/reports/%00.webp',
    '/uploads/',
  ])('never answers a file for %s', async (path) => {
    const res = await w.app.inject({ method: 'GET', url: path });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
