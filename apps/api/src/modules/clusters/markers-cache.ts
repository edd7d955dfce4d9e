import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataVersions } from '../../db/schema/index.ts';
import { type Prebuilt, prebuild } from '../../lib/prebuilt-response.ts';
import { publicClusterIds } from './clusters.repository.ts';

/**
 * GET clusters/markers answers, kept per database and per view until the `map_markers` version moves
 * (migration 0005: triggers bump it in the writing transaction). With 10,000 reports the answer is 3 MB
 * of JSON that PGlite builds on the server's only thread in 0.3 to 0.7 s; every map load after the first
 * now costs one primary-key read. Reading the version before the markers is what keeps it right: markers
 * read after a newer commit are at worst stored under the older version, and the next call builds again.
 */
interface Entry {
  version: number | string;
  body: Promise<Prebuilt>;
}

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

export async function markersVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'map_markers'));
  return row?.version ?? 0;
}

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
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  const hit = entries.get(view);
  if (hit && hit.version === version) return hit.body;
  const body = build().then((json) => prebuild(json, etag));
  const entry: Entry = { version, body };
  entries.set(view, entry);
  body.catch(() => {
    if (entries.get(view) === entry) entries.delete(view);
  });
  return body;
}

const versionReads = new WeakMap<Db, Promise<number>>();

/**
 * `markersVersion`, one read shared by every request that arrives while it runs: under load one primary-key
 * read serves many requests. A request never gets a version read before a write it already saw committed
 * (it only joins a read that started after it arrived or shortly before).
 */
export function sharedMarkersVersion(db: Db): Promise<number> {
  const running = versionReads.get(db);
  if (running) return running;
  const read = markersVersion(db).finally(() => versionReads.delete(db));
  versionReads.set(db, read);
  return read;
}

const publicIds = new WeakMap<Db, { version: number; ids: Promise<Set<string>> }>();

/**
 * The clusters visitors may see (enough validated members, decision 010), kept per map data version: cluster
 * membership and status are trigger columns of migration 0005. Asked per feed page, the count over a big
 * cluster's members cost 126 ms a page at 100,000 reports; all of them at once cost 37 ms once per version.
 */
export async function cachedPublicClusterIds(db: Db): Promise<Set<string>> {
  const version = await sharedMarkersVersion(db);
  const hit = publicIds.get(db);
  if (hit && hit.version === version) return hit.ids;
  const ids = publicClusterIds(db);
  const entry = { version, ids };
  publicIds.set(db, entry);
  ids.catch(() => {
    if (publicIds.get(db) === entry) publicIds.delete(db);
  });
  return ids;
}
