import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { barangays } from './barangays.ts';
import { createdAt } from './columns.ts';

/**
 * Barangays that share a border, both directions stored. Computed once from the boundary polygons the
 * first time an effectiveness analysis needs them (docs/decisions/031) and read from here afterwards.
 */
export const barangayNeighbours = pgTable(
  'barangay_neighbours',
  {
    barangayId: uuid('barangay_id')
      .notNull()
      .references(() => barangays.id, { onDelete: 'cascade' }),
    neighbourId: uuid('neighbour_id')
      .notNull()
      .references(() => barangays.id, { onDelete: 'cascade' }),
    /** 'shared-edge' (from the polygons) or 'derived' (Novaliches Proper, from its derived outline). */
    method: text('method').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.barangayId, t.neighbourId] })],
);
