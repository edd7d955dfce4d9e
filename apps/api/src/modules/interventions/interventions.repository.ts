import type { InterventionStatus, InterventionType } from '@dengue/core';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays, interventions } from '../../db/schema/index.ts';

export type InterventionRow = typeof interventions.$inferSelect & { barangayName: string };
export type NewInterventionRow = typeof interventions.$inferInsert;

const columns = { intervention: interventions, barangayName: barangays.name };

const flatten = (r: { intervention: typeof interventions.$inferSelect; barangayName: string }) => ({
  ...r.intervention,
  barangayName: r.barangayName,
});

export interface InterventionCriteria {
  archived: boolean;
  type?: InterventionType;
  statuses?: readonly InterventionStatus[];
  barangayId?: string;
}

const whereOf = (c: InterventionCriteria): SQL | undefined =>
  and(
    c.archived ? isNotNull(interventions.archivedAt) : isNull(interventions.archivedAt),
    c.type ? eq(interventions.interventionType, c.type) : undefined,
    c.statuses ? inArray(interventions.status, [...c.statuses]) : undefined,
    c.barangayId ? eq(interventions.barangayId, c.barangayId) : undefined,
  );

/** Newest date first; the id breaks ties so pages never overlap. */
const newestFirst = [desc(interventions.date), desc(interventions.createdAt), desc(interventions.id)];

export async function listInterventions(
  db: Db,
  criteria: InterventionCriteria,
  page?: { limit: number; offset: number },
): Promise<{ rows: InterventionRow[]; total: number }> {
  const where = whereOf(criteria);
  const query = db
    .select(columns)
    .from(interventions)
    .innerJoin(barangays, eq(barangays.id, interventions.barangayId))
    .where(where)
    .orderBy(...newestFirst);
  const [rows, [counted]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ n: sql<number>`count(*)::int` }).from(interventions).where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.n ?? 0 };
}

export async function findIntervention(db: Db, id: string): Promise<InterventionRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(interventions)
    .innerJoin(barangays, eq(barangays.id, interventions.barangayId))
    .where(eq(interventions.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertIntervention(db: Db, values: NewInterventionRow): Promise<string> {
  const [row] = await db.insert(interventions).values(values).returning({ id: interventions.id });
  return row!.id;
}

/**
 * Applies `changes` only while the row still has the status it was read with and is not archived, so a
 * completed intervention stays final even when two admins save at once. False when the row moved on.
 */
export async function updateInterventionIfUnchanged(
  db: Db,
  id: string,
  readStatus: InterventionStatus,
  changes: Partial<NewInterventionRow>,
): Promise<boolean> {
  const updated = await db
    .update(interventions)
    .set(changes)
    .where(
      and(eq(interventions.id, id), eq(interventions.status, readStatus), isNull(interventions.archivedAt)),
    )
    .returning({ id: interventions.id });
  return updated.length === 1;
}

/** Archives (`archivedAt` a date) or restores (null); false when the row was not in the opposite state. */
export async function setArchived(db: Db, id: string, archivedAt: Date | null, now: Date): Promise<boolean> {
  const updated = await db
    .update(interventions)
    .set({ archivedAt, updatedAt: now })
    .where(
      and(
        eq(interventions.id, id),
        archivedAt ? isNull(interventions.archivedAt) : isNotNull(interventions.archivedAt),
      ),
    )
    .returning({ id: interventions.id });
  return updated.length === 1;
}

/** Deletes an archived intervention; false when it is gone or not archived. */
export async function deleteArchivedIntervention(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(interventions)
    .where(and(eq(interventions.id, id), isNotNull(interventions.archivedAt)))
    .returning({ id: interventions.id });
  return deleted.length === 1;
}
