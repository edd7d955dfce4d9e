import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataVersions } from '../../db/schema/index.ts';

/**
 * GET clusters/markers answers, kept per database and per view until the `map_markers` version moves
 * (migration 0005: triggers bump it in the writing transaction). With 10,000 reports the answer is 3 MB
 * of JSON that PGlite builds on the server's only thread in 0.3 to 0.7 s; every map load after the first
 * now costs one primary-key read. Reading the version before the markers is what keeps it right: markers
 * read after a newer commit are at worst stored under the older version, and the next call builds again.
 */
interface Entry {
  version: number;
  json: string;
}

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

export async function markersVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'map_markers'));
  return row?.version ?? 0;
}

/** The cached answer for `view` at `version`, or a fresh one from `build`, kept for the next call. */
export async function cachedMarkers(
  db: Db,
  view: string,
  version: number,
  build: () => Promise<string>,
): Promise<string> {
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  const hit = entries.get(view);
  if (hit && hit.version === version) return hit.json;
  const json = await build();
  entries.set(view, { version, json });
  return json;
}
