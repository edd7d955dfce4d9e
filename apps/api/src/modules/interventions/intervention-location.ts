import { findContainingFeature } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { barangayAreas } from '../geocode/geocode.repository.ts';

/** Where a pin fell relative to the barangay it is meant for. */
export type PinPlace = 'inside' | 'other-barangay' | 'outside-city';

/**
 * Places [lng, lat] against the barangay polygons (admin section 5). A point in no polygon is outside the
 * city, except for a barangay that has no polygon (Novaliches Proper): there the city box, already checked
 * by the request schema, is the fallback the spec names. The polygons are the cached ones the reverse
 * geocoder and POST reports use.
 */
export async function placePin(db: Db, barangayId: string, point: [number, number]): Promise<PinPlace> {
  const areas = await barangayAreas(db);
  const containing = findContainingFeature(point, areas);
  if (containing) return containing.id === barangayId ? 'inside' : 'other-barangay';
  return areas.some((area) => area.id === barangayId) ? 'outside-city' : 'inside';
}
