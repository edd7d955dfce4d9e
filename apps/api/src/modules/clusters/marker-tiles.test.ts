import { CLUSTER_MESSAGES, MARKER_TILES, tileAt, tileBounds, tilesCovering } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { barangays, reports } from '../../db/schema/index.ts';
import { createReport, metresFrom, streetWorldForSuite } from '../reports/reports-test-kit.ts';
import { recomputeClusters } from './cluster-recompute.ts';

/** GET clusters/markers/tiles/{z}/{x}/{y}: the public map's markers by tile (decision 047). */
const w = streetWorldForSuite();

const tileUrl = ({ z, x, y }: { z: number; x: number; y: number }) =>
  `/clusters/markers/tiles/${z}/${x}/${y}`;
const tileOf = (z: number) => tileAt(w.place.lng, w.place.lat, z);
const getTile = (url: string, etag?: string) =>
  w.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: etag ? { 'if-none-match': etag } : {} });

async function clearReports() {
  await w.db.delete(reports);
  await recomputeClusters(w.db);
}

/** A validated report `east`/`north` metres from the place, through the API. */
async function validatedAt(east: number, north: number): Promise<Json> {
  const [lng, lat] = metresFrom(w.place, east, north);
  return createReport(w, {
    status: 'Validated',
    fields: {
      'specific_location[coordinates][0]': String(lng),
      'specific_location[coordinates][1]': String(lat),
    },
  });
}

/**
 * `count` validated rows around a point, written straight to the table: a crowded tile needs hundreds, and
 * the tile reads only the table (the API's own report path is covered above and in reports tests).
 */
async function crowdAt(east: number, north: number, count: number, width = 10) {
  const [barangay] = await w.db
    .select({ id: barangays.id })
    .from(barangays)
    .where(eq(barangays.name, w.place.barangay));
  const rows = Array.from({ length: count }, (_, i) => {
    const [lng, lat] = metresFrom(w.place, east + (i % width), north + Math.floor(i / width));
    return {
      authorId: w.author.id,
      barangayId: barangay!.id,
      lng,
      lat,
      observedAt: new Date(),
      reportType: 'Stagnant Water' as const,
      description: 'Water in old tyres',
      status: 'Validated' as const,
    };
  });
  await w.db.insert(reports).values(rows);
}

describe('GET clusters/markers/tiles/{z}/{x}/{y}', () => {
  it("answers a tile's validated reports as the markers call does, and 304 until they change", async () => {
    await clearReports();
    const here = await validatedAt(0, 0);
    await createReport(w, { fields: {} }); // Pending: never on the public map.
    const first = await getTile(tileUrl(tileOf(12)));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"markers-\d+-tile-12-3425-1879"$/);
    const markers = (await call(w.app, 'GET', '/clusters/markers')).body.data;
    expect(first.json()).toEqual({ data: { markers, areas: [] } });
    expect(markers.map((m: Json) => m._id)).toEqual([here._id]);
    expect((await getTile(tileUrl(tileOf(12)), etag)).statusCode).toBe(304);

    // The neighbouring tile holds nothing; a new validated report moves the version.
    const east = tileOf(12);
    expect((await getTile(tileUrl({ ...east, x: east.x + 1 }))).json().data).toEqual({
      markers: [],
      areas: [],
    });
    const second = await validatedAt(0, 200);
    const after = await getTile(tileUrl(tileOf(12)), etag);
    expect(after.statusCode).toBe(200);
    expect(
      after
        .json()
        .data.markers.map((m: Json) => m._id)
        .sort(),
    ).toEqual([here._id, second._id].sort());
  });

  it('counts a crowded tile per area, keeps lone reports as markers, and gives every marker at full zoom', async () => {
    await clearReports();
    await crowdAt(0, 0, 300);
    await crowdAt(-900, -900, MARKER_TILES.markerLimit - 299);
    // Alone in its area, 2 km south-east: drawn as itself.
    await crowdAt(900, -2000, 1);
    const [lone] = await w.db
      .select({ _id: reports.id })
      .from(reports)
      .where(eq(reports.lng, metresFrom(w.place, 900, -2000)[0]));
    // 402 reports in the zoom-12 tile: counts per area (each an eighth of the tile a side, about 1.2 km).
    const crowded = (await getTile(tileUrl(tileOf(12)))).json().data;
    expect(crowded.markers.map((m: Json) => m._id)).toEqual([lone!._id]);
    expect(crowded.areas.map((a: Json) => a.count)).toEqual([300, MARKER_TILES.markerLimit - 299]);
    const [lng, lat] = metresFrom(w.place, 4.5, 14.5);
    expect(crowded.areas[0].lng).toBeCloseTo(lng, 5);
    expect(crowded.areas[0].lat).toBeCloseTo(lat, 5);

    // From MARKER_TILES.fullZoom a tile is a block or two across: all its reports, however many (the crowd,
    // 10 m by 30 m, can straddle a tile's edge: the tiles that cover it hold its 300 between them).
    const [west, south] = metresFrom(w.place, 0, 0);
    const [east, north] = metresFrom(w.place, 9, 29);
    const blocks = await Promise.all(
      tilesCovering({ west, south, east, north }, MARKER_TILES.fullZoom).map(
        async (tile) => (await getTile(tileUrl(tile))).json().data,
      ),
    );
    expect(blocks.flatMap((b: Json) => b.areas)).toEqual([]);
    const street = { markers: blocks.flatMap((b: Json) => b.markers) };
    expect(street.markers).toHaveLength(300);
    expect(street.markers[0]).toEqual(
      expect.objectContaining({
        status: 'Validated',
        report_type: 'Stagnant Water',
        barangay: w.place.barangay,
      }),
    );
    expect(JSON.stringify(street)).not.toContain(w.author.username);
  });

  it('counts a crowded street (the tile zoom of a map at 17) and gives its markers one zoom finer', async () => {
    await clearReports();
    // 401 reports in 20 m by 21 m, in the middle of one area (an eighth of the street tile a side, about
    // 75 m) and of one full-zoom tile.
    const tile = tileOf(MARKER_TILES.fullZoom - 1);
    const edges = tileBounds(tile);
    const [middleLng, middleLat] = [
      edges.west + (3.5 / 8) * (edges.east - edges.west),
      edges.north - (3.5 / 8) * (edges.north - edges.south),
    ];
    const [oneMetreEast, oneMetreNorth] = metresFrom(w.place, 1, 1);
    await crowdAt(
      (middleLng - w.place.lng) / (oneMetreEast - w.place.lng) - 10,
      (middleLat - w.place.lat) / (oneMetreNorth - w.place.lat) - 10,
      MARKER_TILES.markerLimit + 1,
      20,
    );
    const street = (await getTile(tileUrl(tile))).json().data;
    expect(street.markers).toEqual([]);
    expect(street.areas.map((a: Json) => a.count)).toEqual([MARKER_TILES.markerLimit + 1]);
    const block = (await getTile(tileUrl(tileAt(middleLng, middleLat, MARKER_TILES.fullZoom)))).json().data;
    expect(block.areas).toEqual([]);
    expect(block.markers).toHaveLength(MARKER_TILES.markerLimit + 1);
  });

  it('refuses a tile outside the answered zooms or the world, with the rule, and answers gzip and brotli', async () => {
    for (const url of [
      '8/0/0',
      `${MARKER_TILES.fullZoom + 1}/0/0`,
      '9/512/0',
      '9/0/-1',
      '12/a/3',
      '12.5/1/1',
    ]) {
      const res = await call(w.app, 'GET', `/clusters/markers/tiles/${url}`);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(CLUSTER_MESSAGES.tile);
    }
    await clearReports();
    await validatedAt(0, 0);
    const br = await w.app.inject({
      method: 'GET',
      url: `/api/v1${tileUrl(tileOf(12))}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
  });
});
