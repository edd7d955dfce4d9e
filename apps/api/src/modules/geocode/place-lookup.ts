import { findContainingFeature, pointInPolygon } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { type BarangayArea, barangayAreas, cityOutline } from './geocode.repository.ts';

/** Where a point lies: the barangay polygon holding it (if any), and whether it is inside the city. */
export interface PlaceAt {
  barangay: BarangayArea | null;
  /** Inside a barangay polygon, or inside the city outline where no polygon claims the ground. */
  inCity: boolean;
}

/**
 * The one place lookup of the server: the offline reverse geocoder and POST reports both ask it, so an
 * address and the report rule never disagree about where a pin is. A point in a barangay polygon is in the
 * city even where the OpenStreetMap outline and the barangay file differ by a few metres at the edge;
 * elsewhere the outline decides (as the location picker does).
 */
export async function placeAt(db: Db, point: readonly [lng: number, lat: number]): Promise<PlaceAt> {
  const position = [point[0], point[1]];
  const barangay = findContainingFeature(position, await barangayAreas(db)) ?? null;
  return { barangay, inCity: barangay !== null || pointInPolygon(position, cityOutline().geometry) };
}

/** Whether the barangay has a polygon (all but Novaliches Proper). */
export async function hasPolygon(db: Db, barangayId: string): Promise<boolean> {
  return (await barangayAreas(db)).some((area) => area.id === barangayId);
}
