import type { AreaGeometry } from '@dengue/core';
import { and, asc, between, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangayNeighbours, barangays, dengueCases, interventions } from '../../db/schema/index.ts';

export interface EffectIntervention {
  id: string;
  barangayId: string;
  barangayName: string;
  date: Date;
}

export async function findInterventionForEffect(db: Db, id: string): Promise<EffectIntervention | undefined> {
  const [row] = await db
    .select({
      id: interventions.id,
      barangayId: interventions.barangayId,
      barangayName: barangays.name,
      date: interventions.date,
    })
    .from(interventions)
    .innerJoin(barangays, eq(barangays.id, interventions.barangayId))
    .where(eq(interventions.id, id));
  return row;
}

export async function neighbourRowCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(barangayNeighbours);
  return row?.n ?? 0;
}

export async function barangayAreas(db: Db) {
  const rows = await db
    .select({ id: barangays.id, name: barangays.name, geometry: barangays.geometry })
    .from(barangays);
  return rows.map((r) => ({ ...r, geometry: r.geometry as AreaGeometry | null }));
}

export type NeighbourInsert = typeof barangayNeighbours.$inferInsert;

/** Another process computing the same pairs at the same moment is harmless: existing pairs are kept. */
export async function insertNeighbours(db: Db, rows: readonly NeighbourInsert[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insert(barangayNeighbours)
      .values([...rows])
      .onConflictDoNothing();
}

export async function neighboursOf(db: Db, barangayId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: barangays.id, name: barangays.name })
    .from(barangayNeighbours)
    .innerJoin(barangays, eq(barangays.id, barangayNeighbours.neighbourId))
    .where(eq(barangayNeighbours.barangayId, barangayId))
    .orderBy(asc(barangays.name));
}

/** Cases per barangay and morbidity week (by onset) for the given barangays and weeks. */
export async function weeklyCaseCounts(
  db: Db,
  barangayIds: readonly string[],
  firstWeek: string,
  lastWeek: string,
): Promise<{ barangayId: string; week: string; cases: number }[]> {
  if (barangayIds.length === 0) return [];
  return db
    .select({
      barangayId: dengueCases.barangayId,
      week: sql<string>`${dengueCases.morbidityWeekStart}::text`,
      cases: sql<number>`count(*)::int`,
    })
    .from(dengueCases)
    .where(
      and(
        inArray(dengueCases.barangayId, [...barangayIds]),
        between(dengueCases.morbidityWeekStart, firstWeek, lastWeek),
      ),
    )
    .groupBy(dengueCases.barangayId, dengueCases.morbidityWeekStart);
}
