import { CLUSTER_MESSAGES, haversineMeters, MAP_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Json } from '../../../test/auth-helpers.ts';
import { clusters, reports } from '../../db/schema/index.ts';
import {
  jpeg,
  metresFrom,
  postReport,
  streetWorldForSuite,
  validFields,
} from '../reports/reports-test-kit.ts';
import { recomputeClusters } from './cluster-recompute.ts';

const w = streetWorldForSuite();

/** [lng, lat] `east` and `north` metres from the world's place. */
const offset = (east: number, north: number) => metresFrom(w.place, east, north);

/** A Pending report through the API at a point `east`/`north` metres from the place. */
async function reportAt(east: number, north: number, extra: Record<string, string> = {}): Promise<Json> {
  const [lng, lat] = offset(east, north);
  const res = await postReport(
    w,
    w.author.token,
    validFields(w, {
      'specific_location[coordinates][0]': String(lng),
      'specific_location[coordinates][1]': String(lat),
      ...extra,
    }),
    [{ name: 'site.jpg', type: 'image/jpeg', data: await jpeg() }],
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body;
}

const setStatus = async (id: string, status: string) => {
  const res = await call(w.app, 'PATCH', `/reports/${id}`, { token: w.admin.token, body: { status } });
  expect(res.status, res.body.message).toBe(200);
  return res.body;
};
const get = (url: string, token?: string) => call(w.app, 'GET', url, { token });
/** A GET sent as a browser revalidates: with the ETag it holds, if any (the answer's headers are read). */
const getWithEtag = (url: string, etag?: string) =>
  w.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: etag ? { 'if-none-match': etag } : {} });
const clusterOf = async (reportId: string) =>
  (await w.db.select({ c: reports.clusterId }).from(reports).where(eq(reports.id, reportId)))[0]?.c ?? null;

/** Clears every report so each test starts from an empty map. */
async function clearReports() {
  await w.db.delete(reports);
  await recomputeClusters(w.db);
}

describe('cluster formation (decision 010)', () => {
  it('forms one cluster from pending reports chained within 50 m, recomputed as reports arrive', async () => {
    await clearReports();
    const a = await reportAt(0, 0);
    expect(await clusterOf(a._id)).toBeNull();
    const b = await reportAt(30, 0);
    const c = await reportAt(60, 0);
    const far = await reportAt(0, 160);
    const [row] = await w.db.select().from(clusters);
    expect(await w.db.$count(clusters)).toBe(1);
    expect(row).toMatchObject({ reportCount: 3, resolvedCount: 0, isResolved: false });
    for (const r of [a, b, c]) expect(await clusterOf(r._id)).toBe(row!.id);
    expect(await clusterOf(far._id)).toBeNull();
    // Centre: the mean; radius: the farthest member (30 m) plus 6 m.
    const [lng, lat] = offset(30, 0);
    expect(haversineMeters([row!.centerLng, row!.centerLat], [lng, lat])).toBeLessThan(0.01);
    expect(row!.radiusMeters).toBeCloseTo(36, 0);

    // Staff see it with its three pending members; visitors and residents do not see it at all.
    const staff = await get('/clusters/get-clusters', w.admin.token);
    expect(staff.body.data).toHaveLength(1);
    expect(staff.body.data[0]).toMatchObject({
      _id: row!.id,
      reports: [a._id, b._id, c._id],
      resolvedCount: 0,
      isResolved: false,
      breakdown: { total_reports: 3, resolved_reports: 0, validated_reports: 0, pending_reports: 3 },
      barangay: w.place.barangay,
    });
    expect(staff.body.data[0].radius).toBeCloseTo(36, 0);
    expect((await get('/clusters/get-clusters')).body).toEqual({ data: [] });
    expect((await get('/clusters/get-clusters', w.other.token)).body).toEqual({ data: [] });
    expect(await get(`/clusters/${row!.id}`)).toMatchObject({
      status: 404,
      body: { message: CLUSTER_MESSAGES.clusterNotFound },
    });
    expect((await get(`/clusters/${row!.id}`, w.admin.token)).body.reports).toHaveLength(3);
    // Verification is an admin's (decision 022): the superadmin sees clusters as the public does.
    expect((await get('/clusters/get-clusters', w.superadmin.token)).body).toEqual({ data: [] });
    expect((await get(`/clusters/${row!.id}`, w.superadmin.token)).status).toBe(404);

    // The report payloads agree: staff see the membership, the author (not staff) does not yet.
    expect((await get(`/reports/${a._id}`, w.admin.token)).body).toMatchObject({
      isInCluster: true,
      cluster: row!.id,
    });
    expect((await get(`/reports/${a._id}`, w.author.token)).body).toMatchObject({
      isInCluster: false,
      cluster: null,
    });
  });

  it('visitors see a cluster through its validated members only; rejecting and deleting recompute it', async () => {
    await clearReports();
    const a = await reportAt(0, 0);
    const b = await reportAt(0, 20);
    const c = await reportAt(0, 40);
    await setStatus(a._id, 'Validated');
    // One validated member is not a cluster for a visitor.
    expect((await get('/clusters/get-clusters')).body.data).toEqual([]);
    expect((await get(`/reports/${a._id}`)).body).toMatchObject({ isInCluster: false, cluster: null });
    const validatedB = await setStatus(b._id, 'Validated');
    const id = validatedB.cluster as string;
    expect(id).toEqual(expect.any(String));

    const visitor = await get('/clusters/get-clusters');
    expect(visitor.body.data).toHaveLength(1);
    const seen = visitor.body.data[0];
    // Only a and b: the pending report's id, place and count stay hidden.
    expect(seen.reports).toEqual([a._id, b._id]);
    expect(seen.breakdown).toEqual({
      total_reports: 2,
      resolved_reports: 0,
      validated_reports: 2,
      pending_reports: 0,
    });
    const [lng, lat] = offset(0, 10);
    expect(haversineMeters([seen.center.lng, seen.center.lat], [lng, lat])).toBeLessThan(0.01);
    expect(seen.radius).toBeCloseTo(16, 0);
    expect(JSON.stringify(visitor.body)).not.toContain(c._id);
    expect(JSON.stringify(visitor.body)).not.toContain(w.author.username);
    expect((await get(`/reports/${a._id}`)).body).toMatchObject({ isInCluster: true, cluster: id });
    // Staff still see three.
    expect((await get(`/clusters/${id}`, w.admin.token)).body.breakdown).toMatchObject({
      total_reports: 3,
      validated_reports: 2,
      pending_reports: 1,
    });

    // Rejecting c takes it out of the cluster; a and b stay together.
    await setStatus(c._id, 'Rejected');
    expect(await clusterOf(c._id)).toBeNull();
    expect((await get(`/clusters/${id}`, w.admin.token)).body.reports).toEqual([a._id, b._id]);

    // The author deletes b: one report is left, so the cluster goes and a is free again.
    const del = await call(w.app, 'DELETE', `/reports/${b._id}`, { token: w.author.token });
    expect(del.status).toBe(200);
    expect(await w.db.$count(clusters)).toBe(0);
    expect(await clusterOf(a._id)).toBeNull();
    expect((await get(`/clusters/${id}`, w.admin.token)).status).toBe(404);
  });

  it('a bulk validation recomputes the clusters too (every report write goes through writeReports)', async () => {
    await clearReports();
    const a = await reportAt(0, 0);
    const b = await reportAt(0, 20);
    expect((await get('/clusters/get-clusters')).body.data).toEqual([]);
    const bulk = await call(w.app, 'PATCH', '/reports/bulk-validate', {
      token: w.admin.token,
      body: { reportIds: [a._id, b._id] },
    });
    expect(bulk.status, bulk.body.message).toBe(200);
    const visitor = await get('/clusters/get-clusters');
    expect(visitor.body.data).toHaveLength(1);
    expect(visitor.body.data[0].breakdown).toMatchObject({ total_reports: 2, validated_reports: 2 });
  });

  it('members=false gives the map its circles without member ids, under an ETag of its own', async () => {
    await clearReports();
    const a = await reportAt(0, 0);
    const b = await reportAt(0, 20);
    await reportAt(0, 40);
    await setStatus(a._id, 'Validated');
    await setStatus(b._id, 'Validated');
    const full = await get('/clusters/get-clusters');
    const outline = await get('/clusters/get-clusters?members=false');
    expect(outline.status).toBe(200);
    const { reports: ids, subClusters, ...drawn } = full.body.data[0];
    expect(ids).toEqual([a._id, b._id]);
    expect(subClusters).toEqual([]);
    // Everything a circle needs, counted from what a visitor may see; no report id anywhere.
    expect(outline.body.data).toEqual([drawn]);
    expect(outline.body.data[0].breakdown.total_reports).toBe(2);
    expect(JSON.stringify(outline.body)).not.toContain(a._id);
    // Staff get their own outline (the pending member counted), and members=true is the full list.
    const staff = await get('/clusters/get-clusters?members=false', w.admin.token);
    expect(staff.body.data[0].breakdown).toMatchObject({ total_reports: 3, pending_reports: 1 });
    expect(staff.body.data[0].reports).toBeUndefined();
    expect((await get('/clusters/get-clusters?members=true')).body).toEqual(full.body);

    const fetchList = (query: string, etag?: string) => getWithEtag(`/clusters/get-clusters${query}`, etag);
    const etag = (await fetchList('?members=false')).headers.etag as string;
    expect(etag).toMatch(/^"clusters-[\d.]+-public-outline"$/);
    expect((await fetchList('')).headers.etag).not.toBe(etag);
    expect((await fetchList('?members=false', etag)).statusCode).toBe(304);

    const bad = await get('/clusters/get-clusters?members=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(VALIDATION_MESSAGES.booleanFlag);
  });

  it('keeps the cluster id when a report joins, and counts resolution', async () => {
    await clearReports();
    const a = await reportAt(0, 0);
    const b = await reportAt(10, 0);
    const first = await clusterOf(a._id);
    const c = await reportAt(20, 0);
    expect(await clusterOf(c._id)).toBe(first);
    await w.db
      .update(reports)
      .set({ isResolved: true })
      .where(inArray(reports.id, [a._id, b._id]));
    await recomputeClusters(w.db);
    const [row] = await w.db.select().from(clusters);
    expect(row).toMatchObject({ id: first, reportCount: 3, resolvedCount: 2, isResolved: false });
    await w.db.update(reports).set({ isResolved: true }).where(eq(reports.id, c._id));
    await recomputeClusters(w.db);
    expect((await get(`/clusters/${first}`, w.admin.token)).body).toMatchObject({
      resolvedCount: 3,
      isResolved: true,
      breakdown: { resolved_reports: 3 },
    });
    // Excluded reports leave their cluster.
    await w.db.update(reports).set({ excludeFromClustering: true }).where(eq(reports.id, c._id));
    await recomputeClusters(w.db);
    expect(await clusterOf(c._id)).toBeNull();
    expect((await get(`/clusters/${first}`, w.admin.token)).body.reports).toEqual([a._id, b._id]);
  });

  it("skips reports pinned approximately (the barangay's label point): they say nothing about a site", async () => {
    await clearReports();
    // Two residents who used the list without the map get the same pin, the barangay's centre.
    const approximate = { location_approximate: 'true' };
    const a = await reportAt(0, 0, approximate);
    const b = await reportAt(0, 0, approximate);
    expect([a.isInCluster, b.isInCluster]).toEqual([false, false]);
    expect(await w.db.select().from(clusters)).toEqual([]);
    // A report pinned on the map beside them clusters only with another pinned one.
    const c = await reportAt(10, 0);
    expect(await clusterOf(c._id)).toBeNull();
    const d = await reportAt(20, 0);
    const [row] = await w.db.select().from(clusters);
    expect(row).toMatchObject({ reportCount: 2 });
    expect([await clusterOf(a._id), await clusterOf(b._id), await clusterOf(d._id)]).toEqual([
      null,
      null,
      row!.id,
    ]);
    const markers = (await get('/clusters/markers', w.admin.token)).body.data as Json[];
    const flags = Object.fromEntries(markers.map((m) => [m._id, m.location_approximate]));
    expect(flags).toEqual({ [a._id]: true, [b._id]: true, [c._id]: false, [d._id]: false });
  });
});

describe('GET clusters/summary', () => {
  let small: string;
  let large: string;
  beforeAll(async () => {
    await clearReports();
    const pair = [await reportAt(0, 0), await reportAt(10, 0)];
    const trio = [await reportAt(0, 200), await reportAt(10, 200), await reportAt(20, 200)];
    for (const r of [...pair, ...trio]) await setStatus(r._id, 'Validated');
    small = (await clusterOf(pair[0]._id))!;
    large = (await clusterOf(trio[0]._id))!;
    await w.db.update(reports).set({ isResolved: true }).where(eq(reports.id, trio[0]._id));
    await recomputeClusters(w.db);
  }, 60_000);

  const summary = (query: string, token?: string) => get(`/clusters/summary${query}`, token);

  it('lists the largest first with the resolution counts', async () => {
    const res = await summary('');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: Json) => c._id)).toEqual([large, small]);
    expect(res.body.summary).toEqual({ total: 2, fully_resolved: 0, partially_resolved: 1, not_resolved: 1 });
    expect((await summary('?limit=1')).body.data.map((c: Json) => c._id)).toEqual([large]);
    expect((await summary('?limit=1')).body.summary.total).toBe(2);
  });

  it('filters by minReports, status, bbox, barangay and dates', async () => {
    const idsOf = async (query: string) => (await summary(query)).body.data.map((c: Json) => c._id);
    expect(await idsOf('?minReports=3')).toEqual([large]);
    expect(await idsOf('?status=partially_resolved')).toEqual([large]);
    expect(await idsOf('?status=not_resolved')).toEqual([small]);
    expect(await idsOf('?status=resolved')).toEqual([]);
    const [west, south] = offset(-50, -50);
    const [east, north] = offset(50, 50);
    expect(await idsOf(`?bbox=${west},${south},${east},${north}`)).toEqual([small]);
    expect(await idsOf(`?barangay=${encodeURIComponent(w.place.barangay.toUpperCase())}`)).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(await idsOf(`?startDate=2020-01-01&endDate=2020-01-31`)).toEqual([]);
    expect(await idsOf(`?startDate=2020-01-01&endDate=2099-01-01`)).toHaveLength(2);
    expect((await summary(`?startDate=${today}`)).status).toBe(200);
  });

  it('refuses bad filters with a message and changes nothing', async () => {
    const cases: [string, string][] = [
      ['?bbox=1,2,3', CLUSTER_MESSAGES.bbox],
      ['?bbox=121.1,14.6,121.0,14.7', CLUSTER_MESSAGES.bbox],
      ['?minReports=0', CLUSTER_MESSAGES.minReports],
      ['?minReports=two', CLUSTER_MESSAGES.minReports],
      ['?status=done', CLUSTER_MESSAGES.status],
      ['?limit=0', CLUSTER_MESSAGES.limit],
      ['?barangay=Atlantis', MAP_MESSAGES.barangayNotFound],
      ['?startDate=2024-02-01&endDate=2024-01-01', 'The start date must not be after the end date.'],
    ];
    for (const [query, message] of cases) {
      const res = await summary(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await get('/clusters/not-an-id')).body.message).toBe('Invalid id.');
    expect(await w.db.$count(clusters)).toBe(2);
  });
});

describe('GET clusters/{id}', () => {
  it('answers a reload with 304 until the cluster changes; staff and visitors each get their own members', async () => {
    await clearReports();
    const a = await reportAt(0, 0);
    const b = await reportAt(30, 0);
    const c = await reportAt(0, 30);
    await setStatus(a._id, 'Validated');
    await setStatus(b._id, 'Validated');
    await setStatus(c._id, 'Validated');
    const pending = await reportAt(30, 30);
    const id = (await clusterOf(a._id))!;
    const fetchCluster = (token?: string, etag?: string) =>
      w.app.inject({
        method: 'GET',
        url: `/api/v1/clusters/${id}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
      });

    const staff = await fetchCluster(w.admin.token);
    const visitor = await fetchCluster();
    expect(staff.json().reports).toEqual([a._id, b._id, c._id, pending._id]);
    expect(visitor.json().reports).toEqual([a._id, b._id, c._id]);
    expect(staff.headers.etag).not.toBe(visitor.headers.etag);
    expect(staff.headers.vary).toContain('authorization');
    expect((await fetchCluster(w.admin.token, staff.headers.etag as string)).statusCode).toBe(304);
    expect((await fetchCluster(undefined, visitor.headers.etag as string)).statusCode).toBe(304);

    // Validating the pending report changes what visitors see: a new answer under a new ETag.
    await setStatus(pending._id, 'Validated');
    const after = await fetchCluster(undefined, visitor.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(visitor.headers.etag);
    expect(after.json().reports).toEqual([a._id, b._id, c._id, pending._id]);
    expect(after.json().breakdown).toMatchObject({ total_reports: 4, validated_reports: 4 });
  });
});

describe('GET clusters/markers', () => {
  it('answers a reload with 304 until a report the markers show changes; votes do not count', async () => {
    await clearReports();
    const first = await reportAt(0, 0);
    await setStatus(first._id, 'Validated');
    const fetchMarkers = (etag?: string) => getWithEtag('/clusters/markers', etag);
    const before = await fetchMarkers();
    const etag = before.headers.etag as string;
    expect(before.statusCode).toBe(200);
    expect(etag).toMatch(/^"markers-\d+-public:Validated"$/);
    expect((await fetchMarkers(etag)).statusCode).toBe(304);

    // A resident's upvote changes counters the markers do not show: the version stays.
    const vote = await call(w.app, 'POST', `/reports/${first._id}/upvote`, { token: w.other.token });
    expect(vote.status).toBe(200);
    expect((await fetchMarkers(etag)).statusCode).toBe(304);

    // A newly validated report does change them: a full answer with it, under a new ETag.
    const second = await reportAt(0, 300);
    await setStatus(second._id, 'Validated');
    const after = await fetchMarkers(etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(
      after
        .json()
        .data.map((m: Json) => m._id)
        .sort(),
    ).toEqual([first._id, second._id].sort());

    // Deleting one (its author, through the API) is seen at once too.
    expect((await call(w.app, 'DELETE', `/reports/${second._id}`, { token: w.author.token })).status).toBe(
      200,
    );
    expect((await fetchMarkers()).json().data.map((m: Json) => m._id)).toEqual([first._id]);
  });

  it('gives visitors validated markers only, with nothing about the author; staff every status', async () => {
    await clearReports();
    const anonymous = await reportAt(0, 0, { isAnonymous: 'true' });
    const pending = await reportAt(0, 100);
    const rejected = await reportAt(0, 180);
    await setStatus(anonymous._id, 'Validated');
    await setStatus(rejected._id, 'Rejected');

    const visitor = await get('/clusters/markers');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toEqual([
      {
        _id: anonymous._id,
        report_type: 'Stagnant Water',
        status: 'Validated',
        barangay: w.place.barangay,
        date_and_time: anonymous.date_and_time,
        specific_location: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
        isInCluster: false,
        cluster: null,
        isResolved: false,
        location_approximate: false,
      },
    ]);
    // Six decimals (0.1 m) are enough for a marker.
    const [lng, lat] = visitor.body.data[0].specific_location.coordinates;
    expect(Math.abs(lng - anonymous.specific_location.coordinates[0])).toBeLessThanOrEqual(5e-7);
    expect(Math.abs(lat - anonymous.specific_location.coordinates[1])).toBeLessThanOrEqual(5e-7);
    expect(JSON.stringify(visitor.body)).not.toContain(w.author.username);
    expect((await get('/clusters/markers?status=Pending', w.author.token)).body.data).toEqual([]);

    const staff = await get('/clusters/markers', w.admin.token);
    expect(staff.body.data.map((m: Json) => [m._id, m.status])).toEqual(
      expect.arrayContaining([
        [anonymous._id, 'Validated'],
        [pending._id, 'Pending'],
        [rejected._id, 'Rejected'],
      ]),
    );
    expect(staff.body.data).toHaveLength(3);
    expect((await get('/clusters/markers?status=Rejected', w.admin.token)).body.data).toHaveLength(1);
    expect((await get('/clusters/markers?status=Maybe', w.admin.token)).status).toBe(400);

    // Cluster membership on the markers follows what each viewer may see of the cluster.
    const validated = await reportAt(0, -150);
    const waiting = await reportAt(10, -150);
    await setStatus(validated._id, 'Validated');
    const markerOf = async (id: string, token?: string) =>
      (await get('/clusters/markers', token)).body.data.find((m: Json) => m._id === id);
    const cluster = await clusterOf(validated._id);
    expect(cluster).toEqual(expect.any(String));
    expect(await markerOf(validated._id, w.admin.token)).toMatchObject({ isInCluster: true, cluster });
    expect(await markerOf(validated._id)).toMatchObject({ isInCluster: false, cluster: null });
    await setStatus(waiting._id, 'Validated');
    expect(await markerOf(validated._id)).toMatchObject({ isInCluster: true, cluster });
    expect(await markerOf(waiting._id)).toMatchObject({ isInCluster: true, cluster });
  });
});
