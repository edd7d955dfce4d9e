/**
 * What `npm run bench:api` drives, and the targets of issue 19: every public read at least 0.35 of the health
 * route's throughput with p99 under 150 ms and no error; the barangay list at least 0.8 of health.
 */

import { markerTilePath } from '@dengue/core';
import type { AutocannonRequest } from 'autocannon';
import { SEARCH_TERM } from './api-seed.ts';
import type { MapTiles } from './api-tiles.ts';

export interface BenchRoute {
  name: string;
  /** One request, or several that each connection cycles through. */
  requests: AutocannonRequest[];
  /** Minimum ratio of req/s to health's; undefined: measured, no target (writes). */
  minRatio?: number;
  /** Answers are 304 Not Modified: those are not errors. */
  expect304?: boolean;
}

export const HEALTH: BenchRoute = { name: 'GET health', requests: [{ path: '/api/v1/health' }] };
const P99_TARGET_MS = 150;

export interface BenchIds {
  /** Validated reports with comments, newest first. */
  reportIds: string[];
  /** Access tokens of resident1 ... resident10. */
  tokens: string[];
  /** The public map's marker tiles the tile rows ask (api-tiles.ts). */
  tiles: MapTiles;
  /** The cluster with the most reports: what the staff map's cluster popup asks for at its largest. */
  clusterId: string;
  /** The ETags of the map's cluster list, the markers and the city tiles (as `tiles.city`), for the 304 rows. */
  etags: { clusters: string; markers: string; cityTiles: string[] };
}

const get = (path: string, headers: Record<string, string> = {}): AutocannonRequest => ({
  method: 'GET',
  path: `/api/v1/${path}`,
  headers,
});
const BARANGAYS = 'barangays/get-all-barangays-for-user';
const COMPRESSED = { 'accept-encoding': 'gzip, deflate, br' };
/** GET clusters/get-clusters as the public map asks it. */
export const CLUSTER_CIRCLES = 'clusters/get-clusters?members=false';

export function benchRoutes(ids: BenchIds): BenchRoute[] {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const report = ids.reportIds[0]!;
  return [
    { name: 'feed latest', requests: [get('reports?limit=10&recent=true')], minRatio: 0.35 },
    { name: 'feed popular', requests: [get('reports?limit=10&popular=true')], minRatio: 0.35 },
    {
      name: 'feed My Posts',
      requests: ids.tokens.map((t) => get('reports?limit=10&myPosts=true', bearer(t))),
      minRatio: 0.35,
    },
    { name: 'search', requests: [get(`reports?limit=10&search=${SEARCH_TERM}`)], minRatio: 0.35 },
    { name: 'one report', requests: ids.reportIds.map((id) => get(`reports/${id}`)), minRatio: 0.35 },
    { name: 'its comments', requests: [get(`reports/${report}/comments`)], minRatio: 0.35 },
    { name: 'barangay list', requests: [get(BARANGAYS)], minRatio: 0.8 },
    { name: 'barangay list gzip', requests: [get(BARANGAYS, { 'accept-encoding': 'gzip' })], minRatio: 0.8 },
    { name: 'barangay list br', requests: [get(BARANGAYS, { 'accept-encoding': 'br' })], minRatio: 0.8 },
    // What every map asks (circles without member ids), then the spec's call without the parameter (with
    // every member id), which no screen asks since the staff map's popup loads its own cluster (2026-11-29).
    { name: 'cluster circles', requests: [get(CLUSTER_CIRCLES, COMPRESSED)], minRatio: 0.35 },
    { name: 'cluster list + ids', requests: [get('clusters/get-clusters', COMPRESSED)], minRatio: 0.35 },
    // What the staff map's cluster popup asks as it opens, for the cluster with the most reports, as anyone
    // may ask it (no session: its validated members; staff also get the other statuses). No target.
    { name: 'one cluster + ids', requests: [get(`clusters/${ids.clusterId}`, COMPRESSED)] },
    { name: "map's reports (all)", requests: [get('clusters/markers', COMPRESSED)], minRatio: 0.35 },
    // The public map's marker tiles (decision 047): the opening city view at its desktop and phone fits, the
    // busiest district at map zoom 14 (tile zoom 13), its busiest street at 17 (tile zoom 16, counts where
    // crowded) and that street's busiest block at 18 (tile zoom 17, every marker), each connection cycling
    // through the row's tiles. No comma in a name: --only splits on them.
    {
      name: 'map tiles city',
      requests: ids.tiles.city.map((t) => get(markerTilePath(t.tile), COMPRESSED)),
      minRatio: 0.35,
    },
    {
      name: 'map tiles district',
      requests: ids.tiles.district.map((t) => get(markerTilePath(t.tile), COMPRESSED)),
      minRatio: 0.35,
    },
    {
      name: 'map tiles street',
      requests: ids.tiles.street.map((t) => get(markerTilePath(t.tile), COMPRESSED)),
      minRatio: 0.35,
    },
    {
      name: 'map tiles block',
      requests: ids.tiles.block.map((t) => get(markerTilePath(t.tile), COMPRESSED)),
      minRatio: 0.35,
    },
    // A reload: the browser sends the ETag it holds and gets 304 while nothing changed.
    {
      name: 'cluster circles 304',
      requests: [get(CLUSTER_CIRCLES, { ...COMPRESSED, 'if-none-match': ids.etags.clusters })],
      minRatio: 0.35,
      expect304: true,
    },
    {
      name: "map's reports 304",
      requests: [get('clusters/markers', { ...COMPRESSED, 'if-none-match': ids.etags.markers })],
      minRatio: 0.35,
      expect304: true,
    },
    {
      name: 'map tiles 304',
      requests: ids.tiles.city.map((t, i) =>
        get(markerTilePath(t.tile), { ...COMPRESSED, 'if-none-match': ids.etags.cityTiles[i]! }),
      ),
      minRatio: 0.35,
      expect304: true,
    },
    {
      name: 'vote toggle',
      requests: ids.tokens.map((t, i) => ({
        method: 'POST',
        path: `/api/v1/reports/${ids.reportIds[i % ids.reportIds.length]}/upvote`,
        headers: bearer(t),
      })),
    },
  ];
}

export interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytesPerRequest: number;
  /** CPU time the API process spent per request (user + system): steadier than req/s on a busy machine. */
  cpuMsPerRequest: number;
  ratio: number;
  minRatio?: number;
}

export const verdict = (m: Measured): 'PASS' | 'FAIL' | '-' =>
  m.minRatio === undefined
    ? '-'
    : m.ratio >= m.minRatio && m.p99 < P99_TARGET_MS && m.errors === 0
      ? 'PASS'
      : 'FAIL';

const pad = (value: string, width: number) => value.padStart(width);

export function printTable(rows: Measured[]): void {
  console.log(
    `  ${'route'.padEnd(20)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('KB/resp', 9)}${pad('CPU ms', 8)}${pad('ratio', 7)}  target`,
  );
  for (const m of rows) {
    const target = m.minRatio === undefined ? '' : `>= ${m.minRatio}, p99 < ${P99_TARGET_MS}: ${verdict(m)}`;
    console.log(
      `  ${m.name.padEnd(20)}${pad(m.rps.toFixed(0), 9)}${pad(String(m.p50), 8)}${pad(String(m.p99), 8)}${pad(String(m.errors), 8)}${pad((m.bytesPerRequest / 1024).toFixed(1), 9)}${pad(m.cpuMsPerRequest.toFixed(2), 8)}${pad(m.ratio.toFixed(2), 7)}  ${target}`,
    );
  }
}
