import { barangayMatchKey } from '@dengue/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { readBarangayBoundaries } from '../../lib/assets.ts';
import type { Db } from '../client.ts';
import { type BarangayGeometry, barangays } from '../schema/index.ts';

interface BoundaryFeature {
  properties: {
    name: string;
    psgc: string | null;
    postal_code: string | null;
    population: number | null;
    population_year: number | null;
    label_point: [number, number] | null;
    osm_id: string | null;
  };
  geometry: BarangayGeometry;
}

/** The 142 shapes: 141 from OpenStreetMap and Novaliches Proper's derived outline (lib/assets.ts). */
export function readBoundaryFeatures(): BoundaryFeature[] {
  return readBarangayBoundaries().features as unknown as BoundaryFeature[];
}

/** Inserts the barangays that are missing; running it again changes nothing. */
export async function seedBarangays(db: Db): Promise<number> {
  const rows: (typeof barangays.$inferInsert)[] = readBoundaryFeatures().map((f) => ({
    name: f.properties.name,
    displayName: f.properties.name,
    matchKey: barangayMatchKey(f.properties.name),
    psgcCode: f.properties.psgc,
    postalCode: f.properties.postal_code,
    population: f.properties.population,
    populationYear: f.properties.population_year,
    osmId: f.properties.osm_id,
    geometry: f.geometry,
    labelLng: f.properties.label_point?.[0] ?? null,
    labelLat: f.properties.label_point?.[1] ?? null,
  }));
  const inserted = await db
    .insert(barangays)
    .values(rows)
    .onConflictDoNothing({ target: barangays.name })
    .returning({ id: barangays.id });
  await addMissingShapes(db, rows);
  return inserted.length;
}

/**
 * Installations seeded before Novaliches Proper had a shape keep its row without one: give it the shape
 * (only where none is stored, so running it again changes nothing). A row, not a schema change: no migration.
 */
async function addMissingShapes(db: Db, rows: readonly (typeof barangays.$inferInsert)[]): Promise<void> {
  for (const row of rows) {
    if (row.osmId !== null || !row.geometry) continue;
    await db
      .update(barangays)
      .set({ geometry: row.geometry, labelLng: row.labelLng, labelLat: row.labelLat })
      .where(and(eq(barangays.name, row.name), isNull(barangays.geometry)));
  }
}

export async function countBarangays(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(barangays);
  return row?.n ?? 0;
}
