import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { barangays } from '../../db/schema/index.ts';
import { seedBarangays } from '../../db/seed/barangays.ts';
import { placeAt } from '../geocode/place-lookup.ts';
import { reportPlaceProblem } from '../reports/report-location.ts';

describe('barangays and their boundary file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds 142 barangays, each with a shape: 141 from OpenStreetMap, Novaliches Proper derived', async () => {
    const [row] = await t.database.db
      .select({
        total: sql<number>`count(*)::int`,
        withPolygon: sql<number>`count(${barangays.geometry})::int`,
      })
      .from(barangays);
    expect(row).toEqual({ total: 142, withPolygon: 142 });
    const [novaliches] = await t.database.db
      .select()
      .from(barangays)
      .where(sql`${barangays.name} = 'Novaliches Proper'`);
    expect(novaliches?.geometry?.type).toBe('Polygon');
    expect([novaliches?.labelLng, novaliches?.labelLat]).toEqual([121.0377968, 14.7204167]);
  });

  it('gives Novaliches Proper its shape on an installation seeded without it', async () => {
    const db = t.database.db;
    await db
      .update(barangays)
      .set({ geometry: null, labelLng: null, labelLat: null })
      .where(sql`${barangays.name} = 'Novaliches Proper'`);
    expect(await seedBarangays(db)).toBe(0);
    const [novaliches] = await db
      .select()
      .from(barangays)
      .where(sql`${barangays.name} = 'Novaliches Proper'`);
    expect(novaliches?.geometry?.type).toBe('Polygon');
    expect(novaliches?.labelLng).toBe(121.0377968);
  });

  it('places a point inside Novaliches Proper in it, and a report there is accepted', async () => {
    const place = await placeAt(t.database.db, [121.0377968, 14.7204167]);
    expect(place.barangay?.name).toBe('Novaliches Proper');
    const [row] = await t.database.db
      .select()
      .from(barangays)
      .where(sql`${barangays.name} = 'Novaliches Proper'`);
    expect(await reportPlaceProblem(t.database.db, row!.id, [121.0377968, 14.7204167])).toBeNull();
    // Next door in Gulod's polygon, the pin does not belong to Novaliches Proper.
    const [gulod] = await t.database.db.select().from(barangays).where(sql`${barangays.name} = 'Gulod'`);
    const gulodPoint: [number, number] = [gulod!.labelLng!, gulod!.labelLat!];
    expect(await reportPlaceProblem(t.database.db, row!.id, gulodPoint)).not.toBeNull();
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
    expect(geojson.features).toHaveLength(142);
    expect(geojson.features[0].properties.name).toBe('Alicia');
    const novaliches = geojson.features.find(
      (feature: { properties: { name: string } }) => feature.properties.name === 'Novaliches Proper',
    );
    expect(novaliches.properties).toMatchObject({ approximate: true, derived: true, osm_id: null });
    expect(geojson.attribution).toMatch(/OpenStreetMap.*Novaliches Proper: approximate/);
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
