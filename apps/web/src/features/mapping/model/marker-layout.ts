import { MAP_DEFAULTS } from '@dengue/core';

/** [lat, lng], the order Leaflet takes. */
export type LatLng = [number, number];

/** Metres in one degree of latitude on the sphere core's haversineMeters uses. */
const METERS_PER_DEGREE = 111_195.08;

/** The point `east` and `north` metres away (exact enough over metres, which is all the map needs). */
export function offsetMeters([lat, lng]: LatLng, east: number, north: number): LatLng {
  return [
    lat + north / METERS_PER_DEGREE,
    lng + east / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  ];
}

/** Points equal to six decimals (about 0.1 m) count as one spot: pins placed on the same point. */
const SAME_SPOT_SCALE = 1e6;

/**
 * Where each marker is drawn: alone at its point, or, when several share a spot, spread evenly on a
 * circle of 8 m around it (admin section 9), starting north and going clockwise in input order.
 */
export function spreadCoLocated<T>(
  items: readonly T[],
  positionOf: (item: T) => LatLng,
  radiusMeters: number = MAP_DEFAULTS.markerSpreadMeters,
): Map<T, LatLng> {
  const spots = new Map<string, T[]>();
  for (const item of items) {
    const [lat, lng] = positionOf(item);
    const key = `${Math.round(lat * SAME_SPOT_SCALE)}:${Math.round(lng * SAME_SPOT_SCALE)}`;
    const group = spots.get(key);
    if (group) group.push(item);
    else spots.set(key, [item]);
  }
  const placed = new Map<T, LatLng>();
  for (const group of spots.values()) {
    if (group.length === 1) {
      placed.set(group[0]!, positionOf(group[0]!));
      continue;
    }
    const center = positionOf(group[0]!);
    group.forEach((item, index) => {
      const angle = (2 * Math.PI * index) / group.length;
      placed.set(item, offsetMeters(center, radiusMeters * Math.sin(angle), radiusMeters * Math.cos(angle)));
    });
  }
  return placed;
}

/**
 * Up to this many markers in view are DOM elements (focusable, clickable, each with its own name); more
 * than that are painted on one canvas, where 10,000 stay smooth (decision 009).
 */
export const DOM_MARKER_LIMIT = 250;

/**
 * Map markers become buttons from this zoom (neighbourhood level, where the canvas also switches from dots
 * to icons), on the resident and the staff maps alike. At city and district zoom a city's reports,
 * clusters and interventions sit a few pixels apart, and 28 px buttons on top of each other fail WCAG
 * 2.2's target size (2.5.8): there they are drawn as pictures (staff maps: pictures that still answer a
 * click, see canvas-clicks.ts), the barangay polygons stay clickable, and the search, a zoom in or the
 * admin map's 'Recent reports' make every marker a button again (decision 016).
 */
export const MARKER_BUTTON_ZOOM = 14;

export type RenderMode = 'dom' | 'canvas';

export const renderModeFor = (countInView: number, limit: number = DOM_MARKER_LIMIT): RenderMode =>
  countInView <= limit ? 'dom' : 'canvas';
