import { randomUUID } from 'node:crypto';
import { CLUSTER_MESSAGES } from '@dengue/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { auditLog, clusters, reports, subClusters } from '../../db/schema/index.ts';
import { recomputeClusters } from '../clusters/cluster-recompute.ts';
import { jpeg, metresFrom, postReport, streetWorldForSuite, validFields } from './reports-test-kit.ts';

/** The officer's cluster calls (decision 028) on reports placed by hand, metres apart on one street. */

const w = streetWorldForSuite();

/** A Pending report through the API, `east` metres from the place. */
async function reportAt(east: number, north = 0): Promise<string> {
  const [lng, lat] = metresFrom(w.place, east, north);
  const res = await postReport(
    w,
    w.author.token,
    validFields(w, {
      'specific_location[coordinates][0]': String(lng),
      'specific_location[coordinates][1]': String(lat),
    }),
    [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }],
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body._id as string;
}

const patch = (url: string, body: unknown, token = w.admin.token) =>
  call(w.app, 'PATCH', url, { token, body });
const post = (url: string, body: unknown, token = w.admin.token) => call(w.app, 'POST', url, { token, body });
const clusterOf = async (id: string) =>
  (await w.db.select({ c: reports.clusterId }).from(reports).where(eq(reports.id, id)))[0]!.c;
const rowOf = async (id: string) => (await w.db.select().from(reports).where(eq(reports.id, id)))[0]!;
const audits = (action: string) => w.db.select().from(auditLog).where(eq(auditLog.action, action));

/** Four reports 20 m apart (one cluster) and one 300 m away (alone). */
let ids: string[];
let far: string;
let clusterId: string;
beforeEach(async () => {
  await w.db.delete(reports);
  await w.db.delete(auditLog);
  await recomputeClusters(w.db);
  ids = [await reportAt(0), await reportAt(20), await reportAt(40), await reportAt(60)];
  far = await reportAt(0, 300);
  clusterId = (await clusterOf(ids[0]!))!;
  expect(clusterId).toEqual(expect.any(String));
});

describe('sub-clusters', () => {
  it('shows in the cluster list at once, though that list is kept between changes (decision 039)', async () => {
    const [a, b] = ids as [string, string];
    const list = async () => {
      const res = await call(w.app, 'GET', '/clusters/get-clusters', { token: w.admin.token });
      expect(res.status).toBe(200);
      // biome-ignore lint/suspicious/noExplicitAny: one cluster of the answer.
      return res.body.data.find((c: any) => c._id === clusterId);
    };
    expect((await list()).subClusters).toEqual([]);
    const created = await post('/clusters/sub-clusters', { clusterId, reportIds: [a, b] });
    expect(created.status, created.body.message).toBe(201);
    expect((await list()).subClusters).toEqual([
      { subClusterId: created.body.subCluster.subClusterId, reportIds: [a, b] },
    ]);
  });

  it('creates, grows and shrinks a sub-cluster; the cluster keeps its id; each call is audited', async () => {
    const [a, b, c] = ids as [string, string, string];
    const created = await post('/clusters/sub-clusters', { clusterId, reportIds: [a, b, a] });
    expect(created.status, created.body.message).toBe(201);
    const subId = created.body.subCluster.subClusterId as string;
    expect(created.body).toMatchObject({
      message: 'Sub-cluster created with 2 reports.',
      cluster: { _id: clusterId, subClusters: [{ subClusterId: subId, reportIds: [a, b] }] },
      subCluster: { subClusterId: subId, reportIds: [a, b] },
    });
    const [audit] = await audits('cluster.sub-cluster.create');
    expect(audit).toMatchObject({
      actorId: w.admin.id,
      actorRole: 'admin',
      targetType: 'sub-cluster',
      targetId: subId,
      details: { clusterId, reportIds: [a, b] },
    });

    const added = await patch(`/clusters/sub-clusters/${subId}/add-reports`, { reportIds: [c] });
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.subCluster.reportIds).toEqual([a, b, c]);
    expect(added.body.cluster._id).toBe(clusterId);
    expect(await audits('cluster.sub-cluster.add-reports')).toHaveLength(1);

    // resetStatus: a resolved report taken out of the sub-cluster is unresolved again.
    await patch(`/clusters/${clusterId}/resolve-reports`, { reportIds: [a], isResolved: true });
    const removed = await patch(`/clusters/sub-clusters/${subId}/remove-reports`, {
      reportIds: [a],
      resetStatus: true,
    });
    expect(removed.status, removed.body.message).toBe(200);
    expect(removed.body.subCluster.reportIds).toEqual([b, c]);
    expect(removed.body.cluster).toMatchObject({ _id: clusterId, reports: ids });
    expect(await rowOf(a)).toMatchObject({ clusterId, subClusterId: null, isResolved: false });
    expect(await audits('cluster.sub-cluster.remove-reports')).toHaveLength(1);

    // The last reports out: the sub-cluster is gone.
    const emptied = await patch(`/clusters/sub-clusters/${subId}/remove-reports`, { reportIds: [b, c] });
    expect(emptied.body).toMatchObject({ subCluster: null, cluster: { _id: clusterId, subClusters: [] } });
    expect(await w.db.$count(subClusters)).toBe(0);
  });

  it('refuses reports outside the cluster or sub-cluster, and unknown ids, writing nothing', async () => {
    const [a, b, c] = ids as [string, string, string];
    const outside = await post('/clusters/sub-clusters', { clusterId, reportIds: [a, far] });
    expect(outside).toMatchObject({
      status: 409,
      body: {
        code: 'REPORTS_NOT_IN_CLUSTER',
        params: { count: 1 },
        message: CLUSTER_MESSAGES.notInCluster(1),
      },
    });
    expect(await w.db.$count(subClusters)).toBe(0);
    expect((await rowOf(a)).subClusterId).toBeNull();
    expect(await audits('cluster.sub-cluster.create')).toHaveLength(0);

    const unknown = await post('/clusters/sub-clusters', { clusterId: randomUUID(), reportIds: [a] });
    expect(unknown).toMatchObject({ status: 404, body: { message: CLUSTER_MESSAGES.clusterNotFound } });
    const badId = await post('/clusters/sub-clusters', { clusterId: 'nope', reportIds: [a] });
    expect(badId.status).toBe(400);
    const noReports = await post('/clusters/sub-clusters', { clusterId, reportIds: [] });
    expect(noReports.status).toBe(400);

    const subId = (await post('/clusters/sub-clusters', { clusterId, reportIds: [a] })).body.subCluster
      .subClusterId;
    const notMember = await patch(`/clusters/sub-clusters/${subId}/remove-reports`, { reportIds: [a, b] });
    expect(notMember).toMatchObject({
      status: 409,
      body: { code: 'REPORTS_NOT_IN_SUB_CLUSTER', params: { count: 1 } },
    });
    expect((await rowOf(a)).subClusterId).toBe(subId);
    const addFar = await patch(`/clusters/sub-clusters/${subId}/add-reports`, { reportIds: [c, far] });
    expect(addFar.status).toBe(409);
    expect((await rowOf(c)).subClusterId).toBeNull();
    const missing = await patch(`/clusters/sub-clusters/${randomUUID()}/add-reports`, { reportIds: [c] });
    expect(missing).toMatchObject({ status: 404, body: { message: CLUSTER_MESSAGES.subClusterNotFound } });
  });
});

describe('resolving', () => {
  it('marks reports resolved; all resolved makes the cluster resolved; the id stays; nothing half-written', async () => {
    const half = await patch(`/clusters/${clusterId}/resolve-reports`, {
      reportIds: [ids[0], far],
      isResolved: true,
    });
    expect(half.status).toBe(409);
    expect((await rowOf(ids[0]!)).isResolved).toBe(false);

    const some = await patch(`/clusters/${clusterId}/resolve-reports`, {
      reportIds: ids.slice(0, 2),
      isResolved: true,
    });
    expect(some.body).toMatchObject({
      message: '2 reports marked resolved.',
      cluster: { _id: clusterId, resolvedCount: 2, isResolved: false },
    });
    const all = await patch(`/clusters/${clusterId}/resolve-reports`, { reportIds: ids, isResolved: true });
    expect(all.body.cluster).toMatchObject({ _id: clusterId, resolvedCount: 4, isResolved: true });
    expect((await w.db.select().from(clusters))[0]).toMatchObject({ id: clusterId, isResolved: true });
    const undo = await patch(`/clusters/${clusterId}/resolve-reports`, {
      reportIds: [ids[3]],
      isResolved: false,
    });
    expect(undo.body.cluster).toMatchObject({ _id: clusterId, resolvedCount: 3, isResolved: false });
    const rows = await audits('cluster.resolve-reports');
    expect(rows.map((r) => r.details)).toEqual([
      { reportIds: ids.slice(0, 2), isResolved: true },
      { reportIds: ids, isResolved: true },
      { reportIds: [ids[3]], isResolved: false },
    ]);
  });
});

describe('taking reports out of a cluster', () => {
  it('holds a report out until a new report is filed near it; the cluster keeps its id throughout', async () => {
    const last = ids[3]!;
    const res = await patch(`/clusters/${clusterId}/remove-reports`, { reportIds: [last] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.cluster).toMatchObject({ _id: clusterId, reports: ids.slice(0, 3) });
    expect(await rowOf(last)).toMatchObject({
      clusterId: null,
      clusterHeld: true,
      excludeFromClustering: false,
    });
    // Another report elsewhere changes nothing for it.
    await reportAt(0, -300);
    expect(await clusterOf(last)).toBeNull();
    // A new report within 50 m of it is new evidence: it clusters again, in the same cluster.
    const next = await reportAt(70);
    expect(await clusterOf(last)).toBe(clusterId);
    expect(await clusterOf(next)).toBe(clusterId);
    const [audit] = await audits('cluster.remove-reports');
    expect(audit).toMatchObject({
      targetId: clusterId,
      details: { reportIds: [last], permanentlyExclude: false, resetStatus: false },
    });
  });

  it('excludes permanently: a new report near it does not bring it back', async () => {
    const last = ids[3]!;
    await patch(`/clusters/${clusterId}/resolve-reports`, { reportIds: [last], isResolved: true });
    const res = await patch(`/clusters/${clusterId}/remove-reports`, {
      reportIds: [last],
      permanentlyExclude: true,
      resetStatus: true,
    });
    expect(res.body.message).toBe('1 report removed from the cluster and excluded from clustering.');
    expect(await rowOf(last)).toMatchObject({
      clusterId: null,
      excludeFromClustering: true,
      isResolved: false,
    });
    await reportAt(70);
    expect(await clusterOf(last)).toBeNull();
    const staff = await call(w.app, 'GET', `/reports/${last}`, { token: w.admin.token });
    expect(staff.body).toMatchObject({ exclude_from_clustering: true, isInCluster: false });
  });

  it('a split keeps the id with the larger part; a cluster left with one report dissolves', async () => {
    // A chain 40 m apart, 150 m north of the others: taking out the second leaves the first alone (80 m
    // from the third) and the last three together.
    const chain = [
      await reportAt(0, 150),
      await reportAt(40, 150),
      await reportAt(80, 150),
      await reportAt(120, 150),
    ];
    const id = (await clusterOf(chain[0]!))!;
    const res = await patch(`/clusters/${id}/remove-reports`, { reportIds: [chain[1]] });
    expect(res.body.cluster).toMatchObject({ _id: id, reports: chain.slice(2) });
    expect(await clusterOf(chain[0]!)).toBeNull();
    // The other cluster is untouched.
    expect(await clusterOf(ids[0]!)).toBe(clusterId);
    // One report left: the cluster is gone.
    const gone = await patch(`/clusters/${id}/remove-reports`, { reportIds: [chain[2]] });
    expect(gone).toMatchObject({ status: 200, body: { cluster: null } });
    expect(await w.db.$count(clusters)).toBe(1);
    const again = await patch(`/clusters/${id}/remove-reports`, { reportIds: [chain[3]] });
    expect(again).toMatchObject({ status: 404, body: { message: CLUSTER_MESSAGES.clusterNotFound } });
  });

  it('a report rejoins when its status changes (verification is new evidence)', async () => {
    await patch(`/clusters/${clusterId}/remove-reports`, { reportIds: [ids[3]] });
    const validated = await patch(`/reports/${ids[3]}`, { status: 'Validated' });
    expect(validated.status, validated.body.message).toBe(200);
    expect(await clusterOf(ids[3]!)).toBe(clusterId);
  });
});

describe('who may call them (lib/policy.ts: cluster change)', () => {
  const calls = () => [
    { method: 'POST' as const, url: '/clusters/sub-clusters', body: { clusterId, reportIds: [ids[0]] } },
    {
      method: 'PATCH' as const,
      url: `/clusters/sub-clusters/${randomUUID()}/add-reports`,
      body: { reportIds: [ids[0]] },
    },
    {
      method: 'PATCH' as const,
      url: `/clusters/sub-clusters/${randomUUID()}/remove-reports`,
      body: { reportIds: [ids[0]] },
    },
    { method: 'PATCH' as const, url: `/clusters/${clusterId}/remove-reports`, body: { reportIds: [ids[0]] } },
    {
      method: 'PATCH' as const,
      url: `/clusters/${clusterId}/resolve-reports`,
      body: { reportIds: [ids[1]], isResolved: true },
    },
  ];

  it('visitors 401, residents 403, the superadmin 403; nothing changes', async () => {
    for (const { method, url, body } of calls()) {
      expect((await call(w.app, method, url, { body })).status, url).toBe(401);
      expect((await call(w.app, method, url, { token: w.author.token, body })).status, url).toBe(403);
      expect((await call(w.app, method, url, { token: w.superadmin.token, body })).status, url).toBe(403);
    }
    expect(await rowOf(ids[0]!)).toMatchObject({ clusterId, subClusterId: null, isResolved: false });
    expect(await w.db.$count(subClusters)).toBe(0);
    expect(await w.db.$count(auditLog, inArray(auditLog.targetType, ['cluster', 'sub-cluster']))).toBe(0);
  });

  it('admins may (unknown sub-clusters answer 404)', async () => {
    const statuses = [];
    for (const { method, url, body } of calls())
      statuses.push((await call(w.app, method, url, { token: w.admin.token, body })).status);
    expect(statuses).toEqual([201, 404, 404, 200, 200]);
  });
});
