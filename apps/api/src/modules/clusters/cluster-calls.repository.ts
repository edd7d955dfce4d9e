import { CLUSTER_RULES, haversineMeters } from '@dengue/core';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clusters, reports, subClusters } from '../../db/schema/index.ts';

/** Where the named reports are: their cluster and sub-cluster (absent ids are left out). Locks the rows. */
export async function membershipOf(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; clusterId: string | null; subClusterId: string | null }[]> {
  return db
    .select({ id: reports.id, clusterId: reports.clusterId, subClusterId: reports.subClusterId })
    .from(reports)
    .where(inArray(reports.id, [...ids]))
    .for('update');
}

export async function clusterExists(db: Db, id: string): Promise<boolean> {
  return (await db.$count(clusters, eq(clusters.id, id))) > 0;
}

export async function findSubCluster(db: Db, id: string): Promise<{ id: string; clusterId: string } | null> {
  const [row] = await db
    .select({ id: subClusters.id, clusterId: subClusters.clusterId })
    .from(subClusters)
    .where(eq(subClusters.id, id));
  return row ?? null;
}

export async function insertSubCluster(db: Db, clusterId: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(subClusters)
    .values({ clusterId, createdAt: now })
    .returning({ id: subClusters.id });
  return row!.id;
}

/** Sub-clusters nobody belongs to any more (their reports were taken out or moved cluster). */
export async function deleteEmptySubClusters(db: Db): Promise<void> {
  await db.execute(sql`
    delete from ${subClusters} s
    where not exists (select 1 from ${reports} r where r.sub_cluster_id = s.id)`);
}

const METERS_PER_DEGREE = 111_195.08;

/**
 * A new report filed within the link distance of a report an admin took out of its cluster (without
 * excluding it permanently) is new evidence about that site: the held report may cluster again (decision 028).
 */
export async function releaseHeldNear(db: Db, lng: number, lat: number): Promise<void> {
  const meters = CLUSTER_RULES.linkMeters;
  const dLat = meters / METERS_PER_DEGREE;
  const dLng = meters / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const near = await db
    .select({ id: reports.id, lng: reports.lng, lat: reports.lat })
    .from(reports)
    .where(
      and(
        eq(reports.clusterHeld, true),
        between(reports.lat, lat - dLat, lat + dLat),
        between(reports.lng, lng - dLng, lng + dLng),
      ),
    );
  const ids = near.filter((r) => haversineMeters([r.lng, r.lat], [lng, lat]) <= meters).map((r) => r.id);
  if (ids.length > 0) await db.update(reports).set({ clusterHeld: false }).where(inArray(reports.id, ids));
}
