import { haversineMeters, MAP_DEFAULTS } from '@dengue/core';

/** A report as clustering sees it: where it is. */
export interface GeoPoint {
  lng: number;
  lat: number;
}

/**
 * Fewest metres in one degree, rounded down: a grid cell of `linkMeters / this` degrees is at least
 * `linkMeters` wide, so any two points closer than that sit in the same or neighbouring cells.
 */
const METERS_PER_DEGREE_FLOOR = 110_000;

/**
 * Single-linkage groups: two points belong together when a chain of points, each within `linkMeters` of
 * the next, joins them. A grid of cells `linkMeters` wide keeps it near O(n): each point is compared only
 * with the points of its own and the eight neighbouring cells. Groups come back in input order.
 */
export function linkComponents<P extends GeoPoint>(points: readonly P[], linkMeters: number): P[][] {
  if (points.length === 0) return [];
  // A loop, not Math.max(...): every clusterable report of the city is here, too many to spread as arguments.
  let maxAbsLat = 0;
  for (const p of points) maxAbsLat = Math.max(maxAbsLat, Math.abs(p.lat));
  const cellLat = linkMeters / METERS_PER_DEGREE_FLOOR;
  const cellLng =
    linkMeters / (METERS_PER_DEGREE_FLOOR * Math.max(Math.cos((maxAbsLat * Math.PI) / 180), 1e-6));
  const cellOf = (p: GeoPoint) => [Math.floor(p.lng / cellLng), Math.floor(p.lat / cellLat)] as const;

  const grid = new Map<string, number[]>();
  points.forEach((p, index) => {
    const [x, y] = cellOf(p);
    const key = `${x}:${y}`;
    const cell = grid.get(key);
    if (cell) cell.push(index);
    else grid.set(key, [index]);
  });

  const parent = points.map((_, index) => index);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[i] !== root) {
      const next = parent[i]!;
      parent[i] = root;
      i = next;
    }
    return root;
  };

  points.forEach((p, i) => {
    const [x, y] = cellOf(p);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of grid.get(`${x + dx}:${y + dy}`) ?? []) {
          if (j <= i) continue;
          const q = points[j]!;
          if (haversineMeters([p.lng, p.lat], [q.lng, q.lat]) <= linkMeters) {
            const a = find(i);
            const b = find(j);
            if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
          }
        }
      }
    }
  });

  const groups = new Map<number, P[]>();
  points.forEach((p, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(p);
    else groups.set(root, [p]);
  });
  return [...groups.values()];
}

/** The mean position of the members (they lie metres apart, so the plane average is exact enough). */
export function centerOf(points: readonly GeoPoint[]): { lat: number; lng: number } {
  const n = points.length || 1;
  return {
    lat: points.reduce((sum, p) => sum + p.lat, 0) / n,
    lng: points.reduce((sum, p) => sum + p.lng, 0) / n,
  };
}

/** Admin section 9: the farthest member's distance from the centre plus 6 m, and never under 8 m. */
export function clusterRadius(center: { lat: number; lng: number }, points: readonly GeoPoint[]): number {
  // A loop, not Math.max(...distances): spreading a very large cluster's distances overflows the stack.
  let farthest = 0;
  for (const p of points)
    farthest = Math.max(farthest, haversineMeters([center.lng, center.lat], [p.lng, p.lat]));
  return Math.max(farthest + MAP_DEFAULTS.clusterMarginMeters, MAP_DEFAULTS.clusterMinRadiusMeters);
}

/** The value that occurs most often (the first of equals), or null for an empty list. */
export function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
