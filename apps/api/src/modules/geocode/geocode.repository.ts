import { readFileSync } from 'node:fs';
import type { AreaGeometry } from '@dengue/core';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays } from '../../db/schema/index.ts';
import { CITY_BOUNDARY_FILE } from '../../lib/assets.ts';

export interface BarangayArea {
  id: string;
  name: string;
  geometry: AreaGeometry;
}

// Boundaries never change while the server runs: the 141 polygons are read once per database and kept.
const cache = new WeakMap<Db, Promise<BarangayArea[]>>();

/** The barangays that have a polygon (all but Novaliches Proper), with their official names. */
export function barangayAreas(db: Db): Promise<BarangayArea[]> {
  let areas = cache.get(db);
  if (!areas) {
    areas = db
      .select({ id: barangays.id, name: barangays.name, geometry: barangays.geometry })
      .from(barangays)
      .where(isNotNull(barangays.geometry))
      .then((rows) =>
        rows.map((row) => ({ id: row.id, name: row.name, geometry: row.geometry as AreaGeometry })),
      );
    areas.catch(() => cache.delete(db));
    cache.set(db, areas);
  }
  return areas;
}

export interface CityOutline {
  /** The file as shipped (a FeatureCollection with one Polygon), served to the location picker. */
  raw: Buffer;
  geometry: AreaGeometry;
}

let outline: CityOutline | undefined;

/** Quezon City's administrative boundary from OpenStreetMap (assets/quezon-city-boundary.geojson). */
export function cityOutline(): CityOutline {
  if (!outline) {
    const raw = readFileSync(CITY_BOUNDARY_FILE);
    const collection = JSON.parse(raw.toString('utf8')) as { features: { geometry: AreaGeometry }[] };
    const geometry = collection.features[0]?.geometry;
    if (!geometry) throw new Error('The city boundary file holds no polygon');
    outline = { raw, geometry };
  }
  return outline;
}
