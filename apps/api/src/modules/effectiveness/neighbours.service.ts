import { DERIVED_NEIGHBOURS, sharedBorderPairs } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import {
  barangayAreas,
  insertNeighbours,
  type NeighbourInsert,
  neighbourRowCount,
  neighboursOf,
} from './effectiveness.repository.ts';

/**
 * Fills barangay_neighbours from the boundary polygons when it is empty (a fresh installation, or after a
 * boundary change cleared it). The polygons do not change between releases, so computing the pairs once
 * is enough; it takes a fraction of a second, but reading 141 polygons on every analysis is not needed.
 */
export async function ensureNeighbours(db: Db): Promise<void> {
  if ((await neighbourRowCount(db)) > 0) return;
  const areas = await barangayAreas(db);
  const idByName = new Map(areas.map((a) => [a.name, a.id]));
  const rows: NeighbourInsert[] = [];
  const both = (a: string, b: string, method: string) =>
    rows.push({ barangayId: a, neighbourId: b, method }, { barangayId: b, neighbourId: a, method });
  for (const [a, b] of sharedBorderPairs(areas)) both(a, b, 'shared-edge');
  for (const [name, neighbours] of Object.entries(DERIVED_NEIGHBOURS)) {
    const id = idByName.get(name);
    if (!id) continue;
    for (const neighbour of neighbours) {
      const other = idByName.get(neighbour);
      if (other) both(id, other, 'derived');
    }
  }
  await insertNeighbours(db, rows);
}

/** The barangays sharing a border with this one, by name. */
export async function neighbours(db: Db, barangayId: string) {
  await ensureNeighbours(db);
  return neighboursOf(db, barangayId);
}
