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
import { type ClusterFields, writeReports } from './report-writes.ts';

/**
 * The officer's cluster calls (admin section 7; decision 028). Every call is one `CallPlan` run by
 * `runClusterCall` in one transaction through `writeReports`: it takes the clusters' lock, checks that the
 * named cluster or sub-cluster exists and that every named report is where the call expects it (else nothing
 * is written), makes its change, writes the audit row, and the clusters are recomputed once before the
 * commit. The answer is the cluster as it stands afterwards.
 */

type Body<S extends z.ZodType> = z.output<S>;

/** The cluster a call works in, and its sub-cluster when it names or makes one. */
interface Place {
  clusterId: string;
  subClusterId?: string;
}

interface CallPlan {
  /** The cluster or sub-cluster the call names; it must exist. */
  target: { clusterId: string } | { subClusterId: string };
  /** Where every named report must already be: anywhere in the cluster, or in the named sub-cluster. */
  membersOf: 'cluster' | 'sub-cluster';
  /** Makes a new sub-cluster of the target cluster first (the reports then join it). */
  createsSubCluster?: boolean;
  reportIds: readonly string[];
  fields: (place: Place) => ClusterFields;
  action: string;
  /** Audit details besides the reports (and the cluster, for sub-cluster calls). */
  details?: Record<string, unknown>;
  message: (count: number) => string;
}

async function runClusterCall(
  db: Db,
  plan: CallPlan,
  meta: RequestMeta,
  now: Date,
): Promise<ClusterCallResult> {
  const ids = [...new Set(plan.reportIds)];
  const place = await writeReports(
    db,
    async (writes, tx) => {
      await lockClusters(tx);
      const found = await requirePlace(tx, plan.target);
      await requireMembers(tx, ids, plan.membersOf === 'cluster' ? { clusterId: found.clusterId } : found);
      if (plan.createsSubCluster) found.subClusterId = await insertSubCluster(tx, found.clusterId, now);
      await writes.setClusterFields(ids, plan.fields(found), now);
      const sub = found.subClusterId;
      await recordAudit(tx, {
        actorId: meta.actor!.id,
        actorRole: meta.actor!.role,
        ip: meta.ip,
        action: plan.action,
        targetType: sub ? 'sub-cluster' : 'cluster',
        targetId: sub ?? found.clusterId,
        details: { ...(sub ? { clusterId: found.clusterId } : {}), reportIds: ids, ...plan.details },
      });
      return found;
    },
    now,
  );
  return afterCall(db, place, plan.message(ids.length));
}

async function requirePlace(tx: Db, target: CallPlan['target']): Promise<Place> {
  if ('clusterId' in target) {
    if (!(await clusterExists(tx, target.clusterId))) throw notFound(C.clusterNotFound);
    return { clusterId: target.clusterId };
  }
  const found = await findSubCluster(tx, target.subClusterId);
  if (!found) throw notFound(C.subClusterNotFound);
  return { clusterId: found.clusterId, subClusterId: found.id };
}

/** Every id must be a member of the cluster (or of the sub-cluster): a 409 naming how many are not. */
async function requireMembers(tx: Db, ids: string[], where: Place) {
  const rows = new Map((await membershipOf(tx, ids)).map((r) => [r.id, r]));
  const inSubCluster = where.subClusterId !== undefined;
  const outside = ids.filter((id) => {
    const row = rows.get(id);
    return inSubCluster ? row?.subClusterId !== where.subClusterId : row?.clusterId !== where.clusterId;
  }).length;
  if (outside === 0) return;
  throw new AppError('CONFLICT', inSubCluster ? C.notInSubCluster(outside) : C.notInCluster(outside), {
    code: inSubCluster ? 'REPORTS_NOT_IN_SUB_CLUSTER' : 'REPORTS_NOT_IN_CLUSTER',
    params: { count: outside },
  });
}

async function afterCall(db: Db, place: Place, message: string): Promise<ClusterCallResult> {
  const [entry] = await clustersWithMembers(db, { id: place.clusterId });
  const cluster = entry ? presentCluster(entry.cluster, entry.members) : null;
  const result: ClusterCallResult = { message, cluster };
  if (place.subClusterId !== undefined)
    result.subCluster = cluster?.subClusters.find((s) => s.subClusterId === place.subClusterId) ?? null;
  return result;
}

/** POST clusters/sub-clusters: a new sub-cluster of the cluster, made of the given members. */
export function createSubCluster(
  db: Db,
  body: Body<typeof createSubClusterSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const plan: CallPlan = {
    target: { clusterId: body.clusterId },
    membersOf: 'cluster',
    createsSubCluster: true,
    reportIds: body.reportIds,
    fields: ({ subClusterId }) => ({ subClusterId }),
    action: 'cluster.sub-cluster.create',
    message: C.subClusterCreated,
  };
  return runClusterCall(db, plan, meta, now);
}

/** PATCH clusters/sub-clusters/{id}/add-reports: members of the sub-cluster's cluster join it. */
export function addToSubCluster(
  db: Db,
  subClusterId: string,
  body: Body<typeof subClusterAddReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const plan: CallPlan = {
    target: { subClusterId },
    membersOf: 'cluster',
    reportIds: body.reportIds,
    fields: () => ({ subClusterId }),
    action: 'cluster.sub-cluster.add-reports',
    message: C.subClusterAdded,
  };
  return runClusterCall(db, plan, meta, now);
}

/**
 * PATCH clusters/sub-clusters/{id}/remove-reports: the reports leave the sub-cluster (they stay in the
 * cluster); `resetStatus` also marks them unresolved. An emptied sub-cluster is deleted.
 */
export function removeFromSubCluster(
  db: Db,
  subClusterId: string,
  body: Body<typeof subClusterRemoveReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const plan: CallPlan = {
    target: { subClusterId },
    membersOf: 'sub-cluster',
    reportIds: body.reportIds,
    fields: () => ({ subClusterId: null, ...(body.resetStatus ? { isResolved: false } : {}) }),
    action: 'cluster.sub-cluster.remove-reports',
    details: { resetStatus: body.resetStatus },
    message: C.subClusterRemoved,
  };
  return runClusterCall(db, plan, meta, now);
}

/**
 * PATCH clusters/{id}/remove-reports: the reports leave the cluster. `permanentlyExclude` keeps them out of
 * clustering for good (exclude_from_clustering); without it they are held out until their status changes or
 * a new report is filed near them. `resetStatus` also marks them unresolved.
 */
export function removeFromCluster(
  db: Db,
  clusterId: string,
  body: Body<typeof clusterRemoveReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const plan: CallPlan = {
    target: { clusterId },
    membersOf: 'cluster',
    reportIds: body.reportIds,
    fields: () => ({
      clusterId: null,
      subClusterId: null,
      ...(body.permanentlyExclude ? { excludeFromClustering: true } : { clusterHeld: true }),
      ...(body.resetStatus ? { isResolved: false } : {}),
    }),
    action: 'cluster.remove-reports',
    details: { permanentlyExclude: body.permanentlyExclude, resetStatus: body.resetStatus },
    message: (count) => C.clusterRemoved(count, body.permanentlyExclude),
  };
  return runClusterCall(db, plan, meta, now);
}

/** PATCH clusters/{id}/resolve-reports: the members are marked resolved (site treated) or not. */
export function resolveReports(
  db: Db,
  clusterId: string,
  body: Body<typeof resolveReportsSchema>,
  meta: RequestMeta,
  now = new Date(),
): Promise<ClusterCallResult> {
  const plan: CallPlan = {
    target: { clusterId },
    membersOf: 'cluster',
    reportIds: body.reportIds,
    fields: () => ({ isResolved: body.isResolved }),
    action: 'cluster.resolve-reports',
    details: { isResolved: body.isResolved },
    message: (count) => C.resolved(count, body.isResolved),
  };
  return runClusterCall(db, plan, meta, now);
}
