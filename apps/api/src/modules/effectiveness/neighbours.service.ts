import { sharedBorderPairs } from '@dengue/core';
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
 * is enough; it takes a fraction of a second, but reading 142 shapes on every analysis is not needed.
 */
export async function ensureNeighbours(db: Db): Promise<void> {
  if ((await neighbourRowCount(db)) > 0) return;
  const areas = await barangayAreas(db);
  const rows: NeighbourInsert[] = [];
  // Every barangay has a shape, Novaliches Proper's derived one included (decision 035): shared edges
  // find all neighbours.
  for (const [a, b] of sharedBorderPairs(areas))
    rows.push(
      { barangayId: a, neighbourId: b, method: 'shared-edge' },
      { barangayId: b, neighbourId: a, method: 'shared-edge' },
    );
  await insertNeighbours(db, rows);
}

/** The barangays sharing a border with this one, by name. */
export async function neighbours(db: Db, barangayId: string) {
  await ensureNeighbours(db);
  return neighboursOf(db, barangayId);
}
