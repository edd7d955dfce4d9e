import { type AreaGeometry, pointInPolygon } from '@dengue/core';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays } from '../../db/schema/index.ts';

type Polygons = Map<string, AreaGeometry>;

// Boundaries never change while the server runs: 141 polygons are read once per database and kept.
const cache = new WeakMap<Db, Promise<Polygons>>();

function polygonsOf(db: Db): Promise<Polygons> {
  let polygons = cache.get(db);
  if (!polygons) {
    polygons = db
      .select({ id: barangays.id, geometry: barangays.geometry })
      .from(barangays)
      .where(isNotNull(barangays.geometry))
      .then((rows) => new Map(rows.map((r) => [r.id, r.geometry as AreaGeometry])));
    polygons.catch(() => cache.delete(db));
    cache.set(db, polygons);
  }
  return polygons;
}

/**
 * Whether [lng, lat] lies in the named barangay. A barangay without a polygon (Novaliches Proper) accepts a
 * point that lies in no other barangay's polygon.
 */
export async function locateInBarangay(
  db: Db,
  barangayId: string,
  point: [number, number],
): Promise<boolean> {
  const polygons = await polygonsOf(db);
  const own = polygons.get(barangayId);
  if (own) return pointInPolygon(point, own);
  for (const geometry of polygons.values()) if (pointInPolygon(point, geometry)) return false;
  return true;
}
