import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interventions } from '../../db/schema/index.ts';
import { analyseAll } from '../analytics/analysis.service.ts';
import {
  barangayId,
  insertReport,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';

const URL = '/api/v1/barangays/get-all-barangays-for-user';
let t: SurveillanceTestApp;

beforeAll(async () => {
  t = await startSurveillanceApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: URL, headers });
const bagbag = (body: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: a row of the parsed answer.
  (JSON.parse(body).data as any[]).find((row) => row.name === 'Bagbag');

describe('the barangay list, built once per change (decision 039)', () => {
  it('answers the same list plain, gzip and brotli, with an ETag and Cache-Control', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(plain.body).data).toHaveLength(142);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await get();
    const again = await get({ 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('is rebuilt when a report, an intervention or an analysis changes it', async () => {
    const before = await get();
    const id = await barangayId(t.db, 'Bagbag');
    await insertReport(t.db, { authorId: t.userId, barangay: 'Bagbag' });
    const afterReport = await get({ 'if-none-match': before.headers.etag as string });
    expect(afterReport.statusCode).toBe(200);
    expect(JSON.stringify(bagbag(afterReport.body))).not.toBe(JSON.stringify(bagbag(before.body)));
    await t.db.insert(interventions).values({
      barangayId: id,
      interventionType: 'Fogging',
      personnel: 'CESU team 2',
      date: new Date(),
      status: 'Ongoing',
    });
    const afterIntervention = await get();
    expect(afterIntervention.headers.etag).not.toBe(afterReport.headers.etag);
    expect(JSON.stringify(bagbag(afterIntervention.body))).not.toBe(JSON.stringify(bagbag(afterReport.body)));
    await analyseAll(t.db);
    expect((await get()).headers.etag).not.toBe(afterIntervention.headers.etag);
  });
});
