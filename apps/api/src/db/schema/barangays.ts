import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** GeoJSON Polygon or MultiPolygon coordinates, [lng, lat] pairs. Geometry is done in TypeScript. */
export type BarangayGeometry =
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

export const barangays = pgTable(
  'barangays',
  {
    id: id(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** Name reduced by the matching rules of packages/core, for lookups from line lists and forms. */
    matchKey: text('match_key').notNull(),
    psgcCode: text('psgc_code'),
    postalCode: text('postal_code'),
    population: integer('population'),
    populationYear: integer('population_year'),
    osmId: text('osm_id'),
    /** Null for Novaliches Proper, which has no polygon in the OpenStreetMap extract. */
    geometry: jsonb('geometry').$type<BarangayGeometry>(),
    labelLng: doublePrecision('label_lng'),
    labelLat: doublePrecision('label_lat'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('barangays_name_key').on(t.name),
    index('barangays_match_key_idx').on(t.matchKey),
    // The report search's barangay names (`ilike '%term%'`). 142 rows: a scan is as quick, but the search
    // then reads no table without an index when the planner prefers one.
    index('barangays_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('barangays_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
  ],
);
