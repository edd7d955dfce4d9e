import {
  type Cluster,
  type ClusterOutline,
  type Intervention,
  type MarkerTile,
  markerTilePath,
  type Report,
  type ReportMarker,
  type TileAddress,
} from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { retryUnlessMissing } from '../../../lib/query-retry';

/**
 * Who the map draws for: 'public' (resident map and landing preview: validated reports, no session sent,
 * so every visitor shares one cache) or 'staff' (admin maps: every status, with the bearer token).
 */
export type MapScope = 'public' | 'staff';

const MAP_KEY = ['mapping'] as const;

/** GET clusters/markers: one light row per breeding-site report (the popup loads the full report). */
export const reportMarkersQuery = (scope: MapScope) =>
  queryOptions({
    queryKey: [...MAP_KEY, 'markers', scope],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: ReportMarker[] }>('clusters/markers', { signal, auth: scope === 'staff' }))
        .data,
    staleTime: 60_000,
  });

/**
 * GET clusters/markers/tiles/{z}/{x}/{y}: one tile of the public map's validated reports (decision 047),
 * markers or, in a crowded tile, counts per area. No session is sent: every visitor shares the answers.
 */
export const markerTileQuery = ({ z, x, y }: TileAddress) =>
  queryOptions({
    queryKey: [...MAP_KEY, 'marker-tile', z, x, y],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: MarkerTile }>(markerTilePath({ z, x, y }), { signal, auth: false })).data,
    staleTime: 60_000,
  });

/**
 * A cluster as every map holds it: centre, radius, counts and colour, without the member ids (at 100,000
 * reports the ids of every cluster were 1.2 MB). The staff map's cluster popup loads one cluster's members
 * when it opens (`clusterMembersQuery`).
 */
export type MapCluster = ClusterOutline;

/**
 * GET clusters/get-clusters?members=false. Staff send their session and get the clusters of every status;
 * the public map sends none, so every visitor shares one cache entry.
 */
export const clustersQuery = (scope: MapScope) =>
  queryOptions({
    queryKey: [...MAP_KEY, 'clusters', scope],
    queryFn: async ({ signal }): Promise<MapCluster[]> =>
      (
        await apiFetch<{ data: ClusterOutline[] }>('clusters/get-clusters?members=false', {
          signal,
          auth: scope === 'staff',
        })
      ).data,
    staleTime: 60_000,
  });

/**
 * GET clusters/{id}: one cluster with its members and sub-clusters, which the staff map's cluster popup
 * lists and acts on. Under the clusters' key, so a cluster call reloads it with the outlines.
 */
export const clusterMembersQuery = (id: string) =>
  queryOptions({
    queryKey: [...MAP_KEY, 'clusters', 'members', id],
    queryFn: ({ signal }) => apiFetch<Cluster>(`clusters/${encodeURIComponent(id)}`, { signal, auth: true }),
    staleTime: 60_000,
    // A dissolved cluster answers 404 at once: its outline goes with the next list.
    retry: retryUnlessMissing,
  });

/** Interventions per page of GET interventions (its largest page size). */
const INTERVENTIONS_PER_PAGE = 100;
/** A guard against a server that always says there is more. */
const INTERVENTION_PAGES_MAX = 50;

/** GET interventions, every page: the map needs all active (non-archived) ones. Readable by anyone. */
export const interventionsQuery = (scope: MapScope) =>
  queryOptions({
    queryKey: [...MAP_KEY, 'interventions', scope],
    queryFn: async ({ signal }) => {
      const all: Intervention[] = [];
      for (let page = 1; page <= INTERVENTION_PAGES_MAX; page += 1) {
        const answer = await apiFetch<{ data: Intervention[]; pagination?: { hasMore: boolean } }>(
          `interventions?page=${page}&limit=${INTERVENTIONS_PER_PAGE}`,
          { signal, auth: scope === 'staff' },
        );
        all.push(...answer.data);
        if (!answer.pagination?.hasMore) break;
      }
      return all;
    },
    staleTime: 60_000,
  });

/**
 * GET reports/{id}: the marker popup and the report detail page. `withSession` sends the bearer token (staff
 * pages, and the detail page, where an author may open their own pending report); the public map's popups
 * do not, so all visitors share one cache entry.
 */
export const reportQuery = (id: string, withSession: boolean) =>
  queryOptions({
    queryKey: [...MAP_KEY, 'report', id, withSession ? 'session' : 'public'],
    queryFn: ({ signal }) =>
      apiFetch<Report>(`reports/${encodeURIComponent(id)}`, { signal, auth: withSession }),
    staleTime: 60_000,
    // A missing or hidden report answers 404 (a malformed id 400) at once: no point asking again.
    retry: retryUnlessMissing,
  });
