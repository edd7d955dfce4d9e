import { boolean, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { barangays } from './barangays.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** A group of nearby breeding-site reports treated as one site. */
export const clusters = pgTable(
  'clusters',
  {
    id: id(),
    barangayId: uuid('barangay_id').references(() => barangays.id, { onDelete: 'set null' }),
    centerLat: doublePrecision('center_lat').notNull(),
    centerLng: doublePrecision('center_lng').notNull(),
    radiusMeters: doublePrecision('radius_meters').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    resolvedCount: integer('resolved_count').notNull().default(0),
    isResolved: boolean('is_resolved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clusters_barangay_idx').on(t.barangayId)],
);

export const subClusters = pgTable(
  'sub_clusters',
  {
    id: id(),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [index('sub_clusters_cluster_idx').on(t.clusterId)],
);
