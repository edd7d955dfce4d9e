import { bboxOf, pointInPolygon } from '@dengue/core';
import type { Db } from '../../client.ts';
import { type BarangayGeometry, barangays } from '../../schema/index.ts';
import type { DemoBarangay } from './context.ts';
import type { Random } from './random.ts';

const METERS_PER_DEGREE_LAT = 111_195;

/** The barangays that have a polygon, in name order (so the seeded choices do not depend on insert order). */
export async function loadDemoBarangays(db: Db): Promise<DemoBarangay[]> {
  const rows = await db
    .select({
      id: barangays.id,
      name: barangays.name,
      geometry: barangays.geometry,
      labelLng: barangays.labelLng,
      labelLat: barangays.labelLat,
    })
    .from(barangays);
  return rows
    .flatMap((r) => {
      if (!r.geometry) return [];
      const label: [number, number] =
        r.labelLng !== null && r.labelLat !== null ? [r.labelLng, r.labelLat] : interiorPoint(r.geometry);
      return [{ id: r.id, name: r.name, geometry: r.geometry, label }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A point inside a polygon that has no label point (Santo Domingo in the OpenStreetMap extract): the grid
 * point of a 40 x 40 scan of the bounding box that lies inside and nearest to the box centre.
 */
export function interiorPoint(geometry: BarangayGeometry): [number, number] {
  const [west, south, east, north] = bboxOf(geometry);
  const centre: [number, number] = [(west + east) / 2, (south + north) / 2];
  let best: [number, number] | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 1; i < 40; i++) {
    for (let j = 1; j < 40; j++) {
      const p: [number, number] = [west + ((east - west) * i) / 40, south + ((north - south) * j) / 40];
      const d = (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2;
      if (d < bestDistance && pointInPolygon(p, geometry)) {
        best = p;
        bestDistance = d;
      }
    }
  }
  return best ?? centre;
}

/** Moves a [lng, lat] point by metres east and north. */
export function offsetMeters(
  point: readonly [number, number],
  east: number,
  north: number,
): [number, number] {
  const [lng, lat] = point;
  const metersPerDegreeLng = METERS_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
  return [lng + east / metersPerDegreeLng, lat + north / METERS_PER_DEGREE_LAT];
}

export function isInside(barangay: DemoBarangay, point: readonly [number, number]): boolean {
  return pointInPolygon(point, barangay.geometry);
}

/**
 * A point inside the barangay: jitter around the label point (Gaussian, `spread` metres), retried until it
 * falls inside the polygon. The label point itself is the last resort (it lies inside by construction).
 */
export function pointInside(
  barangay: DemoBarangay,
  rng: Random,
  spread = 250,
  around: readonly [number, number] = barangay.label,
): [number, number] {
  for (let attempt = 0; attempt < 200; attempt++) {
    const scale = attempt < 100 ? spread : spread / 4;
    const candidate = offsetMeters(around, rng.normal() * scale, rng.normal() * scale);
    if (isInside(barangay, candidate)) return round(candidate);
  }
  if (isInside(barangay, around)) return [around[0], around[1]];
  throw new Error(`Demo seed: no point found inside ${barangay.name}`);
}

/** Seven decimals (about 1 cm), as a phone would report. */
function round([lng, lat]: [number, number]): [number, number] {
  return [Math.round(lng * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7];
}

/** Approximate area in square kilometres (equirectangular; good enough to scale case counts). */
export function areaKm2(barangay: DemoBarangay): number {
  const polygons =
    barangay.geometry.type === 'Polygon' ? [barangay.geometry.coordinates] : barangay.geometry.coordinates;
  const kx = (METERS_PER_DEGREE_LAT * Math.cos((barangay.label[1] * Math.PI) / 180)) / 1000;
  const ky = METERS_PER_DEGREE_LAT / 1000;
  let total = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, index) => {
      let twice = 0;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[i] ?? [0, 0];
        const b = ring[j] ?? [0, 0];
        twice += (b[0] ?? 0) * kx * ((a[1] ?? 0) * ky) - (a[0] ?? 0) * kx * ((b[1] ?? 0) * ky);
      }
      total += (index === 0 ? 1 : -1) * Math.abs(twice / 2);
    });
  }
  return total;
}
