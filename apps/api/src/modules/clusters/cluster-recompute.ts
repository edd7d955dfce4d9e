import { randomUUID } from 'node:crypto';
import { CLUSTER_RULES } from '@dengue/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteEmptySubClusters } from './cluster-calls.repository.ts';
import { centerOf, clusterRadius, linkComponents, mostCommon } from './cluster-geometry.ts';
import {
  type ClusterableReport,
  type ClusterValues,
  clusterableReports,
  deleteClusters,
  detachUnclusterable,
  insertClusters,
  moveReports,
  type StoredCluster,
  storedClusters,
  updateCluster,
} from './clusters.repository.ts';

/** Serialises recomputations across API processes sharing one PostgreSQL (decision 010). */
const CLUSTER_LOCK_KEY = 727_276;

/**
 * Takes the clusters' lock for the rest of the transaction: the cluster calls check membership under it, so
 * no recomputation moves a report between their check and their write (decision 028). Re-entrant.
 */
export async function lockClusters(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLUSTER_LOCK_KEY})`);
}

/**
 * Gives each new group the id of the stored cluster it shares most reports with, so a cluster keeps its
 * id (and its sub-clusters) while reports join or leave it. Each stored id goes to one group at most;
 * the rest get fresh ids.
 */
export function matchClusterIds(
  groups: readonly (readonly Pick<ClusterableReport, 'clusterId'>[])[],
  newId: () => string = randomUUID,
): string[] {
  const candidates: { group: number; id: string; overlap: number }[] = [];
  groups.forEach((members, group) => {
    const overlap = new Map<string, number>();
    for (const { clusterId } of members)
      if (clusterId) overlap.set(clusterId, (overlap.get(clusterId) ?? 0) + 1);
    for (const [id, count] of overlap) candidates.push({ group, id, overlap: count });
  });
  candidates.sort((a, b) => b.overlap - a.overlap || a.group - b.group);
  const ids: (string | undefined)[] = groups.map(() => undefined);
  const taken = new Set<string>();
  for (const { group, id } of candidates) {
    if (ids[group] || taken.has(id)) continue;
    ids[group] = id;
    taken.add(id);
  }
  return ids.map((id) => id ?? newId());
}

/** What the clusters table stores for one group of reports. */
export function clusterValuesOf(members: readonly ClusterableReport[]): ClusterValues {
  const center = centerOf(members);
  const resolvedCount = members.filter((m) => m.isResolved).length;
  return {
    barangayId: mostCommon(members.map((m) => m.barangayId)),
    centerLat: center.lat,
    centerLng: center.lng,
    radiusMeters: clusterRadius(center, members),
    reportCount: members.length,
    resolvedCount,
    isResolved: resolvedCount === members.length,
  };
}

const sameValues = (stored: StoredCluster, next: ClusterValues) =>
  stored.barangayId === next.barangayId &&
  Math.abs(stored.centerLat - next.centerLat) < 1e-9 &&
  Math.abs(stored.centerLng - next.centerLng) < 1e-9 &&
  Math.abs(stored.radiusMeters - next.radiusMeters) < 1e-6 &&
  stored.reportCount === next.reportCount &&
  stored.resolvedCount === next.resolvedCount &&
  stored.isResolved === next.isResolved;

/**
 * Rebuilds the clusters from the reports (decision 010): Pending and Validated reports not excluded or held
 * out by an admin (decision 028), chained within 50 m, at least 2 per cluster. Call it inside the transaction that creates,
 * deletes, or changes the status, place, resolution or exclusion of a report; only what changed is
 * written. Without a surrounding transaction it opens its own.
 */
export async function recomputeClusters(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockClusters(tx);
    await detachUnclusterable(tx);
    const points = await clusterableReports(tx);
    const stored = new Map((await storedClusters(tx)).map((c) => [c.id, c]));
    const groups = linkComponents(points, CLUSTER_RULES.linkMeters).filter(
      (group) => group.length >= CLUSTER_RULES.minReports,
    );
    const ids = matchClusterIds(groups);
    const created: { id: string; values: ClusterValues }[] = [];
    const moves: { reportId: string; clusterId: string | null }[] = [];
    const clustered = new Set<string>();
    for (const [index, members] of groups.entries()) {
      const id = ids[index]!;
      const values = clusterValuesOf(members);
      const previous = stored.get(id);
      if (!previous) created.push({ id, values });
      else if (!sameValues(previous, values)) await updateCluster(tx, id, values, now);
      for (const m of members) {
        clustered.add(m.id);
        if (m.clusterId !== id) moves.push({ reportId: m.id, clusterId: id });
      }
    }
    for (const p of points)
      if (p.clusterId !== null && !clustered.has(p.id)) moves.push({ reportId: p.id, clusterId: null });
    // New clusters first (reports point at them), emptied ones last.
    await insertClusters(tx, created, now);
    await moveReports(tx, moves);
    const kept = new Set(ids);
    await deleteClusters(
      tx,
      [...stored.keys()].filter((id) => !kept.has(id)),
    );
    await deleteEmptySubClusters(tx);
  });
}
