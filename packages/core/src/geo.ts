/**
 * Plane geometry on GeoJSON coordinates ([lng, lat]) for barangay lookups. Quezon City's 141 polygons fit
 * in memory, so point-in-polygon runs in TypeScript rather than in PostGIS (which PGlite cannot load).
 */

/** [lng, lat], as in GeoJSON. */
export type Position = readonly number[];
export type Ring = readonly Position[];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: readonly Ring[];
}

export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: readonly (readonly Ring[])[];
}

export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

/** [west, south, east, north] */
export type BBox = [west: number, south: number, east: number, north: number];

export interface AreaFeature {
  geometry: AreaGeometry | null;
}

const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * Even-odd ray casting. A ring may be closed (last point equal to the first) or open; both work.
 * Points exactly on an edge may fall either way, which is fine for map clicks and report pins.
 */
export function pointInRing(point: Position, ring: Ring): boolean {
  const x = point[0] ?? Number.NaN;
  const y = point[1] ?? Number.NaN;
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    const xi = a[0] ?? 0;
    const yi = a[1] ?? 0;
    const xj = b[0] ?? 0;
    const yj = b[1] ?? 0;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole (inner rings). */
function pointInPolygonRings(point: Position, rings: readonly Ring[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !pointInRing(point, outer)) return false;
  return !holes.some((hole) => pointInRing(point, hole));
}

export function pointInPolygon(point: Position, geometry: AreaGeometry): boolean {
  if (geometry.type === 'Polygon') return pointInPolygonRings(point, geometry.coordinates);
  return geometry.coordinates.some((polygon) => pointInPolygonRings(point, polygon));
}

/** Great-circle distance in metres between two [lng, lat] positions. */
export function haversineMeters(a: Position, b: Position): number {
  const toRad = Math.PI / 180;
  const lat1 = (a[1] ?? 0) * toRad;
  const lat2 = (b[1] ?? 0) * toRad;
  const dLat = lat2 - lat1;
  const dLng = ((b[0] ?? 0) - (a[0] ?? 0)) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function bboxOf(geometry: AreaGeometry): BBox {
  const box: BBox = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons) {
    // Holes lie inside the outer ring, so the outer ring alone bounds the polygon.
    for (const [lng = 0, lat = 0] of polygon[0] ?? []) {
      if (lng < box[0]) box[0] = lng;
      if (lat < box[1]) box[1] = lat;
      if (lng > box[2]) box[2] = lng;
      if (lat > box[3]) box[3] = lat;
    }
  }
  return box;
}

/** A box as the spec writes it (resident and admin section 5): edges in degrees. */
export interface GeoBounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Whether [lng, lat] lies in the box, edges included; NaN or missing coordinates never do. */
export function isInBounds(point: Position, bounds: GeoBounds): boolean {
  return bboxContains([bounds.west, bounds.south, bounds.east, bounds.north], point);
}

export function bboxContains(box: BBox, point: Position): boolean {
  const x = point[0] ?? Number.NaN;
  const y = point[1] ?? Number.NaN;
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

// Bounding boxes per geometry object, so repeated lookups over the same features compute each box once.
const bboxCache = new WeakMap<AreaGeometry, BBox>();

function cachedBbox(geometry: AreaGeometry): BBox {
  let box = bboxCache.get(geometry);
  if (!box) {
    box = bboxOf(geometry);
    bboxCache.set(geometry, box);
  }
  return box;
}

/**
 * The first feature whose geometry contains the point, or undefined. Features without geometry are
 * skipped. Most polygons are rejected by their bounding box with four comparisons.
 */
export function findContainingFeature<F extends AreaFeature>(
  point: Position,
  features: readonly F[],
): F | undefined {
  for (const feature of features) {
    const geometry = feature.geometry;
    if (geometry && bboxContains(cachedBbox(geometry), point) && pointInPolygon(point, geometry))
      return feature;
  }
  return undefined;
}

/**
 * The address given from the polygons alone, when no street address is known (the offline reverse
 * geocoder, a pin typed without the map): '{barangay}, Quezon City, Metro Manila'.
 */
export const cityAddress = (barangay: string): string => `${barangay}, Quezon City, Metro Manila`;
