import type { Db } from '../../db/client.ts';
import { readDataVersion } from '../../lib/data-versions.ts';
import { type Prebuilt, prebuild } from '../../lib/prebuilt-response.ts';
import { perOwner, sharedRead, VersionedCache } from '../../lib/versioned-cache.ts';
import { publicClusterIds } from './clusters.repository.ts';

/**
 * GET clusters/markers answers, kept per database and per view until the `map_markers` version moves
 * (migration 0005: triggers bump it in the writing transaction). With 10,000 reports the answer is 3 MB
 * of JSON that PGlite builds on the server's only thread in 0.3 to 0.7 s; every map load after the first
 * now costs one primary-key read. Reading the version before the markers is what keeps it right: markers
 * read after a newer commit are at worst stored under the older version, and the next call builds again.
 */
/** A handful of views (audience and status filter; markers, clusters): the bound only guards against a leak. */
const cacheOf = perOwner<Db, VersionedCache<Prebuilt>>(() => new VersionedCache(32));

export const markersVersion = (db: Db): Promise<number> => readDataVersion(db, 'map_markers');

/**
 * The cached answer for `view` at `version`, or a fresh one from `build`, kept for the next call with its
 * gzip and brotli bytes (compressing 60,000 markers for every request was most of the route's cost at
 * 100,000 reports, decision 039). Requests that find the same new version wait for one build.
 */
export function cachedMarkers(
  db: Db,
  view: string,
  version: number | string,
  etag: string,
  build: () => Promise<string>,
): Promise<Prebuilt> {
  return cacheOf(db).get(view, String(version), () => build().then((json) => prebuild(json, etag)));
}

/**
 * Marker tiles of the public map (decision 047), kept like the views above. A city has, by estimate,
 * about 2,000 tiles holding reports over every zoom; the bound keeps memory in step with that (a tile at
 * street zoom is a few hundred markers, a crowded coarser one a few dozen counts).
 */
const tilesOf = perOwner<Db, VersionedCache<Prebuilt>>(() => new VersionedCache(2048));

/** Answers kept in `cacheFor(db)` per key and version, with their gzip and brotli bytes. */
const keptIn =
  (cacheFor: (db: Db) => VersionedCache<Prebuilt>) =>
  (db: Db, key: string, version: number | string, etag: string, build: () => Promise<string>) =>
    cacheFor(db).get(key, String(version), () => build().then((json) => prebuild(json, etag)));

export const cachedTile = keptIn(tilesOf);

/**
 * Single clusters with their members (GET clusters/{id}, which the staff map's cluster popup asks as it
 * opens): the largest of bench:api's clusters has 21,078 members, 0.25 s of the server's CPU to read,
 * shape and compress. Few clusters have a popup open at any time; the bound keeps the memory small.
 */
export const cachedCluster = keptIn(perOwner<Db, VersionedCache<Prebuilt>>(() => new VersionedCache(64)));

/** `markersVersion`, one read shared by every request that arrives while it runs. */
export const sharedMarkersVersion = sharedRead(markersVersion);

const publicIdsOf = perOwner<Db, VersionedCache<Set<string>>>(() => new VersionedCache(1));

/**
 * The clusters visitors may see (enough validated members, decision 010), kept per map data version: cluster
 * membership and status are trigger columns of migration 0005. Asked per feed page, the count over a big
 * cluster's members cost 126 ms a page at 100,000 reports; all of them at once cost 37 ms once per version.
 */
export async function cachedPublicClusterIds(db: Db): Promise<Set<string>> {
  const version = await sharedMarkersVersion(db);
  return publicIdsOf(db).get('public', String(version), () => publicClusterIds(db));
}
