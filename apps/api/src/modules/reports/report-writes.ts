import type { ReportStatus } from '@dengue/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportImages, reports } from '../../db/schema/index.ts';
import { imageRows, type StoredImage } from '../../lib/images.ts';
import { releaseHeldNear } from '../clusters/cluster-calls.repository.ts';
import { recomputeClusters } from '../clusters/cluster-recompute.ts';
import type { NewReport } from './reports.repository.ts';

/** What the cluster calls change on reports (decision 028). */
export type ClusterFields = Partial<
  Pick<
    typeof reports.$inferInsert,
    'isResolved' | 'excludeFromClustering' | 'clusterHeld' | 'clusterId' | 'subClusterId'
  >
>;

/**
 * The writes that change where a report is or whether it counts for clusters (added, removed, status,
 * cluster fields). They
 * exist only as the argument of `writeReports`, so none can run without the clusters being recomputed after
 * it in the same transaction (decision 010): forgetting the recomputation is not possible.
 */
export interface ReportWrites {
  /** The report and its images; null when the author already has a report with this client id. */
  insert(values: NewReport, images: StoredImage[]): Promise<string | null>;
  remove(id: string): Promise<void>;
  /** Conditional on the status read: false when another admin changed it first. */
  setStatus(id: string, from: ReportStatus, to: ReportStatus, actorId: string, now: Date): Promise<boolean>;
  /** The cluster calls' changes (resolution, exclusion, hold, sub-cluster) on the given reports. */
  setClusterFields(ids: readonly string[], fields: ClusterFields, now: Date): Promise<void>;
}

/**
 * Runs `work` in one transaction with the report writes bound to it, then recomputes the clusters once if
 * any write changed a row. `tx` is the same transaction, for the audit rows and notices that go with them.
 */
export async function writeReports<T>(
  db: Db,
  work: (writes: ReportWrites, tx: Db) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  return db.transaction(async (tx) => {
    let changed = false;
    const writes: ReportWrites = {
      insert: async (values, images) => {
        const id = await insertWithImages(tx, values, images);
        if (id) changed = true;
        if (id && !values.locationApproximate) await releaseHeldNear(tx, values.lng, values.lat);
        return id;
      },
      remove: async (id) => {
        await tx.delete(reports).where(eq(reports.id, id));
        changed = true;
      },
      setStatus: async (id, from, to, actorId, at) => {
        const updated = await tx
          .update(reports)
          // A new status is new evidence: a report held out of its cluster may cluster again (decision 028).
          .set({
            status: to,
            statusChangedAt: at,
            statusChangedBy: actorId,
            updatedAt: at,
            clusterHeld: false,
          })
          .where(and(eq(reports.id, id), eq(reports.status, from)))
          .returning({ id: reports.id });
        if (updated.length > 0) changed = true;
        return updated.length > 0;
      },
      setClusterFields: async (ids, fields, at) => {
        if (ids.length === 0) return;
        await tx
          .update(reports)
          .set({ ...fields, updatedAt: at })
          .where(inArray(reports.id, [...ids]));
        changed = true;
      },
    };
    const result = await work(writes, tx);
    if (changed) await recomputeClusters(tx, now);
    return result;
  });
}

/** The unique index on (author, client id) decides, so two concurrent inserts leave one. */
async function insertWithImages(tx: Db, values: NewReport, images: StoredImage[]): Promise<string | null> {
  const [row] = await tx
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.authorId, reports.clientId] })
    .returning({ id: reports.id });
  if (!row) return null;
  const reportId = row.id;
  await tx.insert(reportImages).values(imageRows({ reportId }, images));
  return reportId;
}
