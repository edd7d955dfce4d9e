import {
  CLUSTER_MESSAGES,
  CLUSTER_RULES,
  type ClusterListQuery,
  type ClusterSummaryQuery,
  clusterOutlineSchema,
  clusterSchema,
  isIsoDate,
  isoDateToUtcMs,
  MAP_MESSAGES,
  MARKER_TILES,
  manilaInstant,
  REPORT_STATUSES,
  type ReportStatus,
  type TileAddress,
  tileBounds,
  tileKey,
  utcMsToIsoDate,
  VALIDATION_MESSAGES,
} from '@dengue/core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { can } from '../../lib/policy.ts';
import type { Prebuilt } from '../../lib/prebuilt-response.ts';
import type { Actor } from '../../lib/request-context.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import { presentCluster } from './clusters.presenter.ts';
import {
  type ClusterWithMembers,
  clusterListVersion,
  clustersWithMembers,
  insideTile,
  markersJson,
  validatedAreasOfTile,
  withIds,
} from './clusters.repository.ts';
import { cachedCluster, cachedMarkers, cachedTile, sharedMarkersVersion } from './markers-cache.ts';

/**
 * Who sees what (decision 010): admins see every member (not the superadmin, decision 022); everyone else sees a cluster only
 * through its validated members, and only when there are enough of them to make a cluster on their own.
 */
function visibleTo(entries: ClusterWithMembers[], actor: Actor | undefined): ClusterWithMembers[] {
  if (can(actor, 'cluster', 'viewAll')) return entries.filter((e) => e.members.length > 0);
  return entries
    .map((e) => ({ cluster: e.cluster, members: e.members.filter((m) => m.status === 'Validated') }))
    .filter((e) => e.members.length >= CLUSTER_RULES.minReports);
}

const present = (entries: ClusterWithMembers[]) => entries.map((e) => presentCluster(e.cluster, e.members));

/** GET clusters/get-clusters: every cluster the viewer may see, newest change first. */
export async function listClusters(db: Db, actor: Actor | undefined) {
  return { data: present(visibleTo(await clustersWithMembers(db), actor)) };
}

export const clusterListSchema = z.object({ data: z.array(clusterSchema) });
/** The same list without member ids: parsing with it drops them. */
export const clusterOutlineListSchema = z.object({ data: z.array(clusterOutlineSchema) });

/**
 * GET clusters/get-clusters, built once per version of the clusters and kept compressed (decision 039): at
 * 100,000 reports reading and shaping every member took 1.6 s a request.
 */
export async function clusterListResponse(
  db: Db,
  actor: Actor | undefined,
  { members = true }: ClusterListQuery = {},
): Promise<Prebuilt> {
  const view = `${can(actor, 'cluster', 'viewAll') ? 'staff' : 'public'}-${members ? 'members' : 'outline'}`;
  const schema = members ? clusterListSchema : clusterOutlineListSchema;
  const version = await clusterListVersion(db);
  return cachedMarkers(db, `clusters:${view}`, version, `clusters-${version}-${view}`, async () =>
    JSON.stringify(schema.parse(await listClusters(db, actor))),
  );
}

/** GET clusters/{id}: 'Cluster not found' also for a cluster the viewer may not see. */
export async function getCluster(db: Db, id: string, actor: Actor | undefined) {
  const [entry] = visibleTo(await clustersWithMembers(db, { id }), actor);
  if (!entry) throw notFound(CLUSTER_MESSAGES.clusterNotFound);
  return presentCluster(entry.cluster, entry.members);
}

/** `getCluster`, built once per version of the clusters and view, and kept compressed (as the list is). */
export async function clusterResponse(db: Db, id: string, actor: Actor | undefined): Promise<Prebuilt> {
  const view = can(actor, 'cluster', 'viewAll') ? 'staff' : 'public';
  const version = await clusterListVersion(db);
  return cachedCluster(db, `${id}:${view}`, version, `cluster-${id}-${version}-${view}`, async () =>
    JSON.stringify(clusterSchema.parse(await getCluster(db, id, actor))),
  );
}

const nextDay = (dateIso: string) => utcMsToIsoDate(isoDateToUtcMs(dateIso) + 86_400_000);
/** Calendar dates are Manila days; the end date is included. */
const rangeStart = (value: string) => (isIsoDate(value) ? manilaInstant(value) : new Date(value));
const rangeEnd = (value: string) =>
  isIsoDate(value) ? manilaInstant(nextDay(value)) : new Date(new Date(value).getTime() + 1);

type Resolution = NonNullable<ClusterSummaryQuery['status']>;
function resolutionOf(c: { resolvedCount: number; isResolved: boolean }): Resolution {
  if (c.isResolved) return 'resolved';
  return c.resolvedCount > 0 ? 'partially_resolved' : 'not_resolved';
}

/**
 * GET clusters/summary: the clusters matching every given filter (centre in bbox; a member in the
 * barangay; a member seen within the dates; at least minReports members; resolution status), largest
 * first, at most `limit`, with the resolution counts of all that matched.
 */
export async function clusterSummary(db: Db, query: ClusterSummaryQuery, actor: Actor | undefined) {
  const from = query.startDate ? rangeStart(query.startDate) : undefined;
  const to = query.endDate ? rangeEnd(query.endDate) : undefined;
  if (from && to && from >= to) throw badRequest(VALIDATION_MESSAGES.dateRangeOrder);
  const barangay = query.barangay
    ? await findBarangayByName(db, query.barangay).catch(() => {
        throw badRequest(MAP_MESSAGES.barangayNotFound);
      })
    : undefined;
  const entries = visibleTo(await clustersWithMembers(db, { bbox: query.bbox }), actor).filter(
    ({ members }) =>
      (!barangay || members.some((m) => m.barangay === barangay.name)) &&
      members.some((m) => (!from || m.observedAt >= from) && (!to || m.observedAt < to)) &&
      members.length >= (query.minReports ?? 0),
  );
  const matching = present(entries).filter((c) => !query.status || resolutionOf(c) === query.status);
  const counts = { resolved: 0, partially_resolved: 0, not_resolved: 0 };
  for (const c of matching) counts[resolutionOf(c)] += 1;
  matching.sort((a, b) => b.reports.length - a.reports.length || b.updatedAt.localeCompare(a.updatedAt));
  return {
    data: query.limit ? matching.slice(0, query.limit) : matching,
    summary: {
      total: matching.length,
      fully_resolved: counts.resolved,
      partially_resolved: counts.partially_resolved,
      not_resolved: counts.not_resolved,
    },
  };
}

/**
 * GET clusters/markers/tiles/{z}/{x}/{y}: the validated reports of one tile (decision 047), as markers while
 * the tile holds few (or at MARKER_TILES.fullZoom, a street or two across), else counted per area, with the
 * reports that stand alone in their area as markers. The same for every viewer: it is the public map's.
 */
export async function markerTileJson(
  db: Db,
  tile: TileAddress,
  markerLimit: number = MARKER_TILES.markerLimit,
): Promise<Prebuilt> {
  // Read before the markers (markers-cache.ts says why).
  const version = await sharedMarkersVersion(db);
  return cachedTile(
    db,
    tileKey(tile),
    version,
    `markers-${version}-tile-${tile.z}-${tile.x}-${tile.y}`,
    async () => {
      const bounds = tileBounds(tile);
      const validated = ['Validated'] as const;
      const everyMarker = async () =>
        `{"data":{"markers":${await markersJson(db, validated, true, insideTile(bounds))},"areas":[]}}`;
      if (tile.z >= MARKER_TILES.fullZoom) return everyMarker();
      const areas = await validatedAreasOfTile(db, bounds, MARKER_TILES.grid);
      const total = areas.reduce((sum, area) => sum + area.count, 0);
      if (total <= markerLimit) return everyMarker();
      const loneIds = areas.flatMap((area) => (area.loneId ? [area.loneId] : []));
      const lone = loneIds.length === 0 ? '[]' : await markersJson(db, validated, true, withIds(loneIds));
      const counted = areas
        .filter((area) => area.count > 1)
        .map(({ lat, lng, count }) => ({ lat: round6(lat), lng: round6(lng), count }));
      return `{"data":{"markers":${lone},"areas":${JSON.stringify(counted)}}}`;
    },
  );
}

/** Six decimals (about 0.1 m), as the markers' own coordinates. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * GET clusters/markers: the map's breeding-site markers, as JSON text. Visitors and residents get
 * validated reports only, and a cluster membership only for clusters they may see; staff get every
 * status (or the one asked).
 */
export async function reportMarkersJson(
  db: Db,
  status: ReportStatus | undefined,
  actor: Actor | undefined,
): Promise<Prebuilt> {
  const staff = can(actor, 'report', 'view');
  const statuses: readonly ReportStatus[] = staff
    ? status
      ? [status]
      : REPORT_STATUSES
    : !status || status === 'Validated'
      ? ['Validated']
      : [];
  // Read before the markers (markers-cache.ts says why).
  const version = await sharedMarkersVersion(db);
  const view = `${staff ? 'staff' : 'public'}:${statuses.join(',')}`;
  return cachedMarkers(
    db,
    view,
    version,
    `markers-${version}-${view}`,
    async () => `{"data":${await markersJson(db, statuses, !staff)}}`,
  );
}
