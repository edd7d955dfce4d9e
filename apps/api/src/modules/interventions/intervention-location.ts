import { type AreaGeometry, findContainingFeature } from '@dengue/core';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays } from '../../db/schema/index.ts';

interface Area {
  id: string;
  geometry: AreaGeometry;
}

// Boundaries never change while the server runs: the 141 polygons are read once per database and kept.
const cache = new WeakMap<Db, Promise<Area[]>>();

function areasOf(db: Db): Promise<Area[]> {
  let areas = cache.get(db);
  if (!areas) {
    areas = db
      .select({ id: barangays.id, geometry: barangays.geometry })
      .from(barangays)
      .where(isNotNull(barangays.geometry))
      .then((rows) => rows.map((r) => ({ id: r.id, geometry: r.geometry as AreaGeometry })));
    areas.catch(() => cache.delete(db));
    cache.set(db, areas);
  }
  return areas;
}

/** Where a pin fell relative to the barangay it is meant for. */
export type PinPlace = 'inside' | 'other-barangay' | 'outside-city';

/**
 * Places [lng, lat] against the barangay polygons (admin section 5). A point in no polygon is outside the
 * city, except for a barangay that has no polygon (Novaliches Proper): there the city box, already checked
 * by the request schema, is the fallback the spec names.
 */
export async function placePin(db: Db, barangayId: string, point: [number, number]): Promise<PinPlace> {
  const areas = await areasOf(db);
  const containing = findContainingFeature(point, areas);
  if (containing) return containing.id === barangayId ? 'inside' : 'other-barangay';
  return areas.some((area) => area.id === barangayId) ? 'outside-city' : 'inside';
}
