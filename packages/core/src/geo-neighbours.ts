import type { AreaGeometry, Position, Ring } from './geo.ts';

/**
 * Which barangays share a border. The boundary file comes from OpenStreetMap, where neighbouring
 * barangays are drawn from the same boundary ways, so a shared border shows as the same two consecutive
 * vertices in both polygons. Barangays that only touch at one corner share no edge and are not neighbours.
 * Coordinates are compared rounded to 1e-7 degrees (about 1 cm), the precision OpenStreetMap stores.
 */

export interface NamedArea {
  id: string;
  geometry: AreaGeometry | null;
}

const keyOf = (p: Position) => `${Math.round((p[0] ?? 0) * 1e7)},${Math.round((p[1] ?? 0) * 1e7)}`;

function ringsOf(geometry: AreaGeometry): readonly Ring[] {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
}

/** Unordered pairs [a, b] of ids (a < b) whose polygons have at least one edge in common. */
export function sharedBorderPairs(areas: readonly NamedArea[]): [string, string][] {
  const owners = new Map<string, Set<string>>();
  for (const area of areas) {
    if (!area.geometry) continue;
    for (const ring of ringsOf(area.geometry)) {
      for (const point of ring) {
        const key = keyOf(point);
        const set = owners.get(key) ?? new Set<string>();
        set.add(area.id);
        owners.set(key, set);
      }
    }
  }
  const pairs = new Set<string>();
  for (const area of areas) {
    if (!area.geometry) continue;
    for (const ring of ringsOf(area.geometry)) {
      for (let i = 1; i < ring.length; i++) {
        const from = owners.get(keyOf(ring[i - 1] ?? []));
        const to = owners.get(keyOf(ring[i] ?? []));
        if (!from || !to) continue;
        for (const other of from) {
          if (other !== area.id && to.has(other)) {
            pairs.add(area.id < other ? `${area.id}\n${other}` : `${other}\n${area.id}`);
          }
        }
      }
    }
  }
  return [...pairs].sort().map((pair) => pair.split('\n') as [string, string]);
}
