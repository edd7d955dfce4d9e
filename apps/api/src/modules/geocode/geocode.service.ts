import { cityAddress, MAP_MESSAGES, qcBarangayMatcher } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { GeocodedPlace, ReverseGeocoder } from './nominatim.ts';
import { placeAt } from './place-lookup.ts';

export type AddressSource = 'geocoder' | 'offline';

export interface ReverseAnswer {
  address: string;
  /** The official name of the barangay the point lies in; null outside every barangay. */
  barangay: string | null;
  source: AddressSource;
}

const CITY = 'Quezon City';
const REGION = 'Metro Manila';

/** Parts joined once each, in order ('Batasan Hills' is not repeated when it is also the locality). */
function joinParts(parts: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const key = part?.trim().toLowerCase();
    if (!part || !key || seen.has(key)) continue;
    seen.add(key);
    kept.push(part.trim());
  }
  return kept.join(', ');
}

/** A street address in the city's own form; outside the city, what the geocoder says, minus the country. */
function streetAddress(place: GeocodedPlace, barangay: string | null, inCity: boolean): string {
  if (inCity && (place.street || barangay || place.locality))
    return joinParts([place.street, barangay ?? place.locality, CITY, REGION]);
  return place.displayName.replace(/,\s*Philippines$/i, '');
}

/**
 * The address of a point: the geocoder's street address when one is configured and answers, else
 * '{barangay}, Quezon City, Metro Manila' from the polygons; a point in no barangay that the geocoder
 * cannot place is 'Address not found'. The barangay always comes from the polygons when the point lies
 * in one (the same test the report form and POST reports apply); only in the city's unmapped parts does
 * the geocoder's locality name it.
 */
export async function reverseGeocode(
  deps: { db: Db; geocoder: ReverseGeocoder | undefined },
  point: { lat: number; lng: number },
): Promise<ReverseAnswer> {
  const here = await placeAt(deps.db, [point.lng, point.lat]);
  const inside = here.barangay?.name ?? null;
  const place = deps.geocoder ? await deps.geocoder.reverse(point.lat, point.lng) : undefined;
  if (place) {
    const barangay = inside ?? (here.inCity ? qcBarangayMatcher().matchLoose(place.locality) : null);
    return { address: streetAddress(place, barangay, here.inCity), barangay, source: 'geocoder' };
  }
  if (inside) return { address: cityAddress(inside), barangay: inside, source: 'offline' };
  throw notFound(MAP_MESSAGES.addressNotFound);
}
