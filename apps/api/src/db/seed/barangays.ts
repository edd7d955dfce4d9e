import { readFileSync } from 'node:fs';
import { barangayMatchKey } from '@dengue/core';
import { sql } from 'drizzle-orm';
import { BARANGAY_BOUNDARIES_FILE } from '../../lib/assets.ts';
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

/** The 142nd barangay: it exists in the PSGC list but has no polygon in the OpenStreetMap extract. */
const NOVALICHES_PROPER = 'Novaliches Proper';

export function readBoundaryFeatures(): BoundaryFeature[] {
  const collection = JSON.parse(readFileSync(BARANGAY_BOUNDARIES_FILE, 'utf8')) as {
    features: BoundaryFeature[];
  };
  return collection.features;
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
  rows.push({
    name: NOVALICHES_PROPER,
    displayName: NOVALICHES_PROPER,
    matchKey: barangayMatchKey(NOVALICHES_PROPER),
    psgcCode: null,
    postalCode: null,
    population: null,
    populationYear: null,
    osmId: null,
    geometry: null,
    labelLng: null,
    labelLat: null,
  });
  const inserted = await db
    .insert(barangays)
    .values(rows)
    .onConflictDoNothing({ target: barangays.name })
    .returning({ id: barangays.id });
  return inserted.length;
}

export async function countBarangays(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(barangays);
  return row?.n ?? 0;
}
