import { REPORT_FORM_MESSAGES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { hasPolygon, placeAt } from '../geocode/place-lookup.ts';

/**
 * The pin rule of resident section 5 for [lng, lat] filed under a barangay, with the spec's messages:
 * outside the city outline 'Please click a location within Quezon City'; in the city but not in that
 * barangay 'Selected location is not within any barangay boundary'. Every barangay has a shape (Novaliches
 * Proper's derived one, decision 035); a barangay seeded without one would accept a point in the city that
 * lies in no other barangay's polygon, as the picker does. Null when the point is accepted.
 */
export async function reportPlaceProblem(
  db: Db,
  barangayId: string,
  point: [number, number],
): Promise<string | null> {
  const place = await placeAt(db, point);
  if (!place.inCity) return REPORT_FORM_MESSAGES.outsideCity;
  if (place.barangay) return place.barangay.id === barangayId ? null : REPORT_FORM_MESSAGES.outsideBarangay;
  return (await hasPolygon(db, barangayId)) ? REPORT_FORM_MESSAGES.outsideBarangay : null;
}
