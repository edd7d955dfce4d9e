import { CLUSTER_RULES, type ReportStatus, type TileBounds } from '@dengue/core';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { barangays, clusters, reports } from '../../db/schema/index.ts';
import { readVersion } from '../../lib/data-versions.ts';

/**
 * A report that may join a cluster: Pending or Validated, not excluded by an admin, and pinned where the site
 * is (an approximate pin is only its barangay's label point, so it says nothing about a breeding site).
 */
export interface ClusterableReport {
  id: string;
  lng: number;
  lat: number;
  isResolved: boolean;
  clusterId: string | null;
  barangayId: string;
}

export type StoredCluster = typeof clusters.$inferSelect;
export type ClusterValues = Omit<StoredCluster, 'id' | 'createdAt' | 'updatedAt'>;

/** Which reports clustering considers (decision 010), on a `reports r`. */
const CLUSTERABLE = sql`r.status in ('Pending', 'Validated') and not r.exclude_from_clustering
  and not r.cluster_held and not r.location_approximate`;

/**
 * Thousands of rows in one JSON text: PGlite hands rows over value by value, and one `json_agg` answer is
 * about 2.5 times faster for 10,000 reports (measured; node-postgres is no slower). Each row is an array
 * in the order of the select list.
 */
async function jsonRows(db: Db, columns: SQL, from: SQL, orderBy: SQL): Promise<unknown[][]> {
  const result = (await db.execute(
    sql`select coalesce(json_agg(json_build_array(${columns}) order by ${orderBy}), '[]')::text as rows ${from}`,
  )) as unknown as { rows: { rows: string }[] };
  return JSON.parse(result.rows[0]?.rows ?? '[]') as unknown[][];
}

export async function clusterableReports(db: Db): Promise<ClusterableReport[]> {
  const rows = await jsonRows(
    db,
    sql`r.id, r.lng, r.lat, r.is_resolved, r.cluster_id, r.barangay_id`,
    sql`from ${reports} r where ${CLUSTERABLE}`,
    sql`r.created_at, r.id`,
  );
  return rows.map(([id, lng, lat, isResolved, clusterId, barangayId]) => ({
    id: id as string,
    lng: lng as number,
    lat: lat as number,
    isResolved: isResolved as boolean,
    clusterId: clusterId as string | null,
    barangayId: barangayId as string,
  }));
}

export async function storedClusters(db: Db): Promise<StoredCluster[]> {
  return db.select().from(clusters);
}

/** Rejected, excluded, held and approximately pinned reports leave their cluster (and sub-cluster). */
export async function detachUnclusterable(db: Db): Promise<void> {
  await db
    .update(reports)
    .set({ clusterId: null, subClusterId: null })
    .where(
      and(
        isNotNull(reports.clusterId),
        or(
          eq(reports.status, 'Rejected'),
          eq(reports.excludeFromClustering, true),
          eq(reports.clusterHeld, true),
          eq(reports.locationApproximate, true),
        ),
      ),
    );
}

/** Rows per statement: keeps the parameter list far below PostgreSQL's 65,535 limit. */
const CHUNK = 1000;

export async function insertClusters(
  db: Db,
  rows: { id: string; values: ClusterValues }[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(clusters)
      .values(
        rows
          .slice(start, start + CHUNK)
          .map((r) => ({ id: r.id, ...r.values, createdAt: now, updatedAt: now })),
      );
  }
}

export async function updateCluster(db: Db, id: string, values: ClusterValues, now: Date): Promise<void> {
  await db
    .update(clusters)
    .set({ ...values, updatedAt: now })
    .where(eq(clusters.id, id));
}

export async function deleteClusters(db: Db, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += CHUNK) {
    await db.delete(clusters).where(inArray(clusters.id, ids.slice(start, start + CHUNK)));
  }
}

/**
 * Moves reports into their cluster, or out of any (null), one statement per thousand reports. A report
 * changing cluster leaves its sub-cluster.
 */
export async function moveReports(
  db: Db,
  moves: { reportId: string; clusterId: string | null }[],
): Promise<void> {
  for (let start = 0; start < moves.length; start += CHUNK) {
    const rows = moves.slice(start, start + CHUNK).map((m) => sql`(${m.reportId}, ${m.clusterId})`);
    await db.execute(sql`
      update ${reports} set cluster_id = v.cluster_id::uuid, sub_cluster_id = null
      from (values ${sql.join(rows, sql`, `)}) as v(id, cluster_id)
      where ${reports.id} = v.id::uuid`);
  }
}

/** One member of a cluster as the cluster calls present it: no author, nothing private. */
export interface MemberRow {
  id: string;
  subClusterId: string | null;
  status: ReportStatus;
  isResolved: boolean;
  lng: number;
  lat: number;
  observedAt: Date;
  barangay: string;
}

export interface ClusterWithMembers {
  cluster: { id: string; createdAt: Date; updatedAt: Date };
  members: MemberRow[];
}

/**
 * Clusters (optionally those whose centre lies in a lng/lat box, or one by id) with their members, the
 * most recently changed first; one query.
 */
export async function clustersWithMembers(
  db: Db,
  filter: { id?: string; bbox?: readonly [number, number, number, number] } = {},
): Promise<ClusterWithMembers[]> {
  const parts: SQL[] = [CLUSTERABLE];
  if (filter.id) parts.push(sql`c.id = ${filter.id}`);
  if (filter.bbox) {
    const [west, south, east, north] = filter.bbox;
    parts.push(sql`c.center_lng between ${west} and ${east} and c.center_lat between ${south} and ${north}`);
  }
  const rows = await jsonRows(
    db,
    sql`c.id, c.created_at, c.updated_at, r.id, r.sub_cluster_id, r.status, r.is_resolved, r.lng, r.lat,
      r.observed_at, b.name`,
    sql`from ${clusters} c join ${reports} r on r.cluster_id = c.id join ${barangays} b on b.id = r.barangay_id
      where ${sql.join(parts, sql` and `)}`,
    sql`c.updated_at desc, c.id, r.created_at, r.id`,
  );
  const byCluster = new Map<string, ClusterWithMembers>();
  for (const [
    clusterId,
    createdAt,
    updatedAt,
    id,
    subClusterId,
    status,
    isResolved,
    lng,
    lat,
    observedAt,
    barangay,
  ] of rows) {
    let entry = byCluster.get(clusterId as string);
    if (!entry) {
      entry = {
        cluster: {
          id: clusterId as string,
          createdAt: new Date(createdAt as string),
          updatedAt: new Date(updatedAt as string),
        },
        members: [],
      };
      byCluster.set(clusterId as string, entry);
    }
    entry.members.push({
      id: id as string,
      subClusterId: subClusterId as string | null,
      status: status as ReportStatus,
      isResolved: isResolved as boolean,
      lng: lng as number,
      lat: lat as number,
      observedAt: new Date(observedAt as string),
      barangay: barangay as string,
    });
  }
  return [...byCluster.values()];
}

/**
 * The clusters a visitor or resident may see: those with at least the minimum number of validated
 * members. Without ids: every such cluster.
 */
export async function publicClusterIds(db: Db, ids?: readonly string[]): Promise<Set<string>> {
  if (ids && ids.length === 0) return new Set();
  const rows = await db
    .select({ clusterId: reports.clusterId })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'Validated'),
        ids ? inArray(reports.clusterId, [...ids]) : isNotNull(reports.clusterId),
      ),
    )
    .groupBy(reports.clusterId)
    .having(sql`count(*) >= ${CLUSTER_RULES.minReports}`);
  return new Set(rows.map((row) => row.clusterId!));
}

/**
 * GET clusters/markers as JSON text, built by the database (decision 009): 10,000 markers would otherwise
 * cost the server's one thread a parse, a presentation and a serialisation of 3 MB on every map load. The
 * shape is `reportMarkerSchema`'s; coordinates to six decimals (0.1 m). `publicView` keeps a report's
 * cluster only when the cluster has enough validated members for visitors to see it (decision 010).
 */
export async function markersJson(
  db: Db,
  statuses: readonly ReportStatus[],
  publicView: boolean,
  /** Narrows the reports further (a tile's edges, a list of ids), on `reports r`. */
  where: SQL = sql`true`,
): Promise<string> {
  if (statuses.length === 0) return '[]';
  const cluster = publicView
    ? sql`case when r.cluster_id in (
        select p.cluster_id from ${reports} p where p.status = 'Validated' and p.cluster_id is not null
        group by p.cluster_id having count(*) >= ${CLUSTER_RULES.minReports}) then r.cluster_id end`
    : sql`r.cluster_id`;
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      '_id', r.id,
      'report_type', r.report_type,
      'status', r.status,
      'barangay', b.name,
      'date_and_time', to_char(r.observed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'specific_location', json_build_object('type', 'Point', 'coordinates',
        json_build_array(round(r.lng::numeric, 6), round(r.lat::numeric, 6))),
      'isInCluster', v.cluster is not null,
      'cluster', v.cluster,
      'isResolved', r.is_resolved,
      'location_approximate', r.location_approximate
    ) order by r.created_at desc, r.id desc), '[]')::text as rows
    from ${reports} r
    join ${barangays} b on b.id = r.barangay_id
    cross join lateral (select ${cluster} as cluster) v
    where r.status in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )}) and ${where}`)) as unknown as { rows: { rows: string }[] };
  return result.rows[0]?.rows ?? '[]';
}

/** Validated reports inside a tile's edges (west and north inclusive, so a point lies in one tile only). */
export const insideTile = (t: TileBounds): SQL =>
  sql`r.lng >= ${t.west}::float8 and r.lng < ${t.east}::float8 and r.lat <= ${t.north}::float8 and r.lat > ${t.south}::float8`;

/** These reports only, on `reports r`. */
export const withIds = (ids: readonly string[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql`r.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

export interface TileArea {
  lat: number;
  lng: number;
  count: number;
  /** The report, when it is the area's only one. */
  loneId: string | null;
}

/**
 * The validated reports of a tile counted per area: `grid` areas a side, each at its reports' mean position.
 * (Latitude is cut evenly between the tile's edges: over one tile the map's stretch is well under a pixel.)
 */
export async function validatedAreasOfTile(db: Db, tile: TileBounds, grid: number): Promise<TileArea[]> {
  const last = sql.raw(String(grid - 1));
  const cellX = sql`floor((r.lng - ${tile.west}::float8) / ${(tile.east - tile.west) / grid}::float8)`;
  const cellY = sql`floor((${tile.north}::float8 - r.lat) / ${(tile.north - tile.south) / grid}::float8)`;
  const rows = await jsonRows(
    db,
    sql`a.lat, a.lng, a.n, a.lone`,
    sql`from (select avg(r.lat) as lat, avg(r.lng) as lng, count(*) as n,
        case when count(*) = 1 then min(r.id::text) end as lone
      from ${reports} r where r.status = 'Validated' and ${insideTile(tile)}
      group by least(${last}, ${cellX}), least(${last}, ${cellY})) a`,
    sql`a.n desc, a.lat, a.lng`,
  );
  return rows.map(([lat, lng, count, loneId]) => ({
    lat: Number(lat),
    lng: Number(lng),
    count: Number(count),
    loneId: (loneId as string | null) ?? null,
  }));
}

/**
 * The version of the cluster list: the map data version (report changes, which every recomputation follows)
 * and the clusters' own count and latest change, in one statement.
 */
export function clusterListVersion(db: Db): Promise<string> {
  return readVersion(
    db,
    sql`
    select (select version from data_versions where name = 'map_markers')::text || '.' || count(*) || '.' ||
      coalesce(extract(epoch from max(updated_at))::text, '-') as v
    from clusters`,
  );
}
