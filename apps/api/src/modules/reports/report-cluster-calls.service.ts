import {
  CLUSTER_MESSAGES as C,
  type ClusterCallResult,
  type clusterRemoveReportsSchema,
  type createSubClusterSchema,
  type resolveReportsSchema,
  type subClusterAddReportsSchema,
  type subClusterRemoveReportsSchema,
} from '@dengue/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  clusterExists,
  findSubCluster,
  insertSubCluster,
  membershipOf,
} from '../clusters/cluster-calls.repository.ts';
import { lockClusters } from '../clusters/cluster-recompute.ts';
import { presentCluster } from '../clusters/clusters.presenter.ts';
import { clustersWithMembers } from '../clusters/clusters.repository.ts';
import { type ReportWrites, writeReports } from './report-writes.ts';

/**
 * The officer's cluster calls (admin section 7; decision 028). Each runs in one transaction through
 * `writeReports`: it takes the clusters' lock, checks that every named report is where the call expects it
 * (else nothing is written), makes its change, writes the audit row, and the clusters are recomputed once
 * before the commit. The answer is the cluster as it stands afterwards.
 */

type Body<S extends z.ZodType> = z.output<S>;
interface Audit {
  action: string;
  targetType: 'cluster' | 'sub-cluster';
  targetId: string;
  details: Record<string, unknown>;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

async function afterCall(db: Db, clusterId: string, message: string, subClusterId?: string) {
  const [entry] = await clustersWithMembers(db, { id: clusterId });
  const cluster = entry ? presentCluster(entry.cluster, entry.members) : null;
  const result: ClusterCallResult = { message, cluster };
  if (subClusterId !== undefined)
    result.subCluster = cluster?.subClusters.find((s) => s.subClusterId === subClusterId) ?? null;
  return result;
}

/** Runs one call's writes with its checks and audit row in one transaction. */
function runCall(
  db: Db,
  meta: RequestMeta,
  now: Date,
  work: (writes: ReportWrites, tx: Db) => Promise<Audit>,
): Promise<void> {
  return writeReports(
    db,
    async (writes, tx) => {
      await lockClusters(tx);
      const audit = await work(writes, tx);
      await recordAudit(tx, { actorId: meta.actor!.id, actorRole: meta.actor!.role, ip: meta.ip, ...audit });
    },
    now,
  );
}

/** Every id must be a member of the cluster (or of the sub-cluster): a 409 naming how many are not. */
async function requireMembers(
  tx: Db,
  ids: string[],
  where: { clusterId: string } | { subClusterId: string },
) {
  const rows = new Map((await membershipOf(tx, ids)).map((r) => [r.id, r]));
  const outside = ids.filter((id) => {
    const row = rows.get(id);
    return 'clusterId' in where
      ? row?.clusterId !== where.clusterId
      : row?.subClusterId !== where.subClusterId;
  }).length;
  if (outside === 0) return;
  if ('clusterId' in where)
    throw new AppError('CONFLICT', C.notInCluster(outside), {
      code: 'REPORTS_NOT_IN_CLUSTER',
      params: { count: outside },
    });
  throw new AppError('CONFLICT', C.notInSubCluster(outside), {
    code: 'REPORTS_NOT_IN_SUB_CLUSTER',
    params: { count: outside },
  });
}

async function requireCluster(tx: Db, id: string) {
  if (!(await clusterExists(tx, id))) throw notFound(C.clusterNotFound);
}

async function requireSubCluster(tx: Db, id: string) {
  const found = await findSubCluster(tx, id);
  if (!found) throw notFound(C.subClusterNotFound);
  return found;
}

/** POST clusters/sub-clusters: a new sub-cluster of the cluster, made of the given members. */
export async function createSubCluster(
  db: Db,
  body: Body<typeof createSubClusterSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const ids = unique(body.reportIds);
  let subClusterId = '';
  await runCall(db, meta, now, async (writes, tx) => {
    await requireCluster(tx, body.clusterId);
    await requireMembers(tx, ids, { clusterId: body.clusterId });
    subClusterId = await insertSubCluster(tx, body.clusterId, now);
    await writes.setClusterFields(ids, { subClusterId }, now);
    return {
      action: 'cluster.sub-cluster.create',
      targetType: 'sub-cluster',
      targetId: subClusterId,
      details: { clusterId: body.clusterId, reportIds: ids },
    };
  });
  return afterCall(db, body.clusterId, C.subClusterCreated(ids.length), subClusterId);
}

/** PATCH clusters/sub-clusters/{id}/add-reports: members of the sub-cluster's cluster join it. */
export async function addToSubCluster(
  db: Db,
  subClusterId: string,
  body: Body<typeof subClusterAddReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const ids = unique(body.reportIds);
  let clusterId = '';
  await runCall(db, meta, now, async (writes, tx) => {
    ({ clusterId } = await requireSubCluster(tx, subClusterId));
    await requireMembers(tx, ids, { clusterId });
    await writes.setClusterFields(ids, { subClusterId }, now);
    return {
      action: 'cluster.sub-cluster.add-reports',
      targetType: 'sub-cluster',
      targetId: subClusterId,
      details: { clusterId, reportIds: ids },
    };
  });
  return afterCall(db, clusterId, C.subClusterAdded(ids.length), subClusterId);
}

/**
 * PATCH clusters/sub-clusters/{id}/remove-reports: the reports leave the sub-cluster (they stay in the
 * cluster); `resetStatus` also marks them unresolved. An emptied sub-cluster is deleted.
 */
export async function removeFromSubCluster(
  db: Db,
  subClusterId: string,
  body: Body<typeof subClusterRemoveReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const ids = unique(body.reportIds);
  let clusterId = '';
  await runCall(db, meta, now, async (writes, tx) => {
    ({ clusterId } = await requireSubCluster(tx, subClusterId));
    await requireMembers(tx, ids, { subClusterId });
    await writes.setClusterFields(
      ids,
      { subClusterId: null, ...(body.resetStatus ? { isResolved: false } : {}) },
      now,
    );
    return {
      action: 'cluster.sub-cluster.remove-reports',
      targetType: 'sub-cluster',
      targetId: subClusterId,
      details: { clusterId, reportIds: ids, resetStatus: body.resetStatus },
    };
  });
  return afterCall(db, clusterId, C.subClusterRemoved(ids.length), subClusterId);
}

/**
 * PATCH clusters/{id}/remove-reports: the reports leave the cluster. `permanentlyExclude` keeps them out of
 * clustering for good (exclude_from_clustering); without it they are held out until their status changes or
 * a new report is filed near them. `resetStatus` also marks them unresolved.
 */
export async function removeFromCluster(
  db: Db,
  clusterId: string,
  body: Body<typeof clusterRemoveReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const ids = unique(body.reportIds);
  await runCall(db, meta, now, async (writes, tx) => {
    await requireCluster(tx, clusterId);
    await requireMembers(tx, ids, { clusterId });
    await writes.setClusterFields(
      ids,
      {
        clusterId: null,
        subClusterId: null,
        ...(body.permanentlyExclude ? { excludeFromClustering: true } : { clusterHeld: true }),
        ...(body.resetStatus ? { isResolved: false } : {}),
      },
      now,
    );
    return {
      action: 'cluster.remove-reports',
      targetType: 'cluster',
      targetId: clusterId,
      details: { reportIds: ids, permanentlyExclude: body.permanentlyExclude, resetStatus: body.resetStatus },
    };
  });
  return afterCall(db, clusterId, C.clusterRemoved(ids.length, body.permanentlyExclude));
}

/** PATCH clusters/{id}/resolve-reports: the members are marked resolved (site treated) or not. */
export async function resolveReports(
  db: Db,
  clusterId: string,
  body: Body<typeof resolveReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const ids = unique(body.reportIds);
  await runCall(db, meta, now, async (writes, tx) => {
    await requireCluster(tx, clusterId);
    await requireMembers(tx, ids, { clusterId });
    await writes.setClusterFields(ids, { isResolved: body.isResolved }, now);
    return {
      action: 'cluster.resolve-reports',
      targetType: 'cluster',
      targetId: clusterId,
      details: { reportIds: ids, isResolved: body.isResolved },
    };
  });
  return afterCall(db, clusterId, C.resolved(ids.length, body.isResolved));
}
