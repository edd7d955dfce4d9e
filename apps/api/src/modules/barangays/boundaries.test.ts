import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { barangays } from '../../db/schema/index.ts';
import { seedBarangays } from '../../db/seed/barangays.ts';

describe('barangays and their boundary file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds 142 barangays: 141 polygons from OpenStreetMap plus Novaliches Proper', async () => {
    const [row] = await t.database.db
      .select({
        total: sql<number>`count(*)::int`,
        withPolygon: sql<number>`count(${barangays.geometry})::int`,
      })
      .from(barangays);
    expect(row).toEqual({ total: 142, withPolygon: 141 });
    const [novaliches] = await t.database.db
      .select()
      .from(barangays)
      .where(sql`${barangays.name} = 'Novaliches Proper'`);
    expect(novaliches?.geometry).toBeNull();
  });

  it('keeps PSGC code, postal code and population where the data has them', async () => {
    const [alicia] = await t.database.db.select().from(barangays).where(sql`${barangays.name} = 'Alicia'`);
    expect(alicia).toMatchObject({ psgcCode: '137404001', postalCode: '1105' });
    const [withPopulation] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(barangays)
      .where(sql`${barangays.population} is not null`);
    expect(withPopulation?.n).toBe(22);
  });

  it('seeding again adds nothing', async () => {
    expect(await seedBarangays(t.database.db)).toBe(0);
  });

  it('serves the boundary file compressed with long-lived caching and an ETag', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/quezon_barangays_boundaries.geojson',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('application/geo+json');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    const geojson = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(geojson.features).toHaveLength(141);
    expect(geojson.features[0].properties.name).toBe('Alicia');
    expect(res.rawPayload.length).toBeLessThan(200_000);

    const again = await t.app.inject({
      method: 'GET',
      url: '/quezon_barangays_boundaries.geojson',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('prefers brotli when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/quezon_barangays_boundaries.geojson',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
