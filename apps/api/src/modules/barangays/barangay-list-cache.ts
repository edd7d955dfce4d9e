import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type Prebuilt, prebuild } from '../../lib/prebuilt-response.ts';
import { barangayListResponseSchema } from './barangays.presenter.ts';
import { barangayListVersion } from './barangays.repository.ts';
import { interventionWindow, listBarangaysWithStatus } from './barangays.service.ts';

/**
 * GET barangays/get-all-barangays(-for-user), built once per change (docs/decisions/039). The list changes
 * when a report or a barangay changes (the map data version of migration 0005), when an analysis runs, or
 * when an intervention in its window changes; one short statement reads all three (`barangayListVersion`),
 * and the list, its serialized JSON and its gzip and brotli forms are built only when that answer moves.
 * Its 14-day windows also move with the clock: an entry is rebuilt at least once a minute. Every instance
 * reads the version from the shared database, so a change made through another instance is seen at once.
 */
const MAX_AGE_MS = 60_000;

/** Residents and visitors, or admins (whose list carries the admin advice). */
type Audience = Parameters<typeof listBarangaysWithStatus>[1];

interface Entry {
  key: string;
  builtAt: number;
  body: Promise<Prebuilt>;
}

const byDatabase = new WeakMap<Db, Map<Audience, Entry>>();
/** One version read shared by the requests that arrive while it runs. */
const versionReads = new WeakMap<Db, Promise<string>>();

function currentVersion(db: Db, now: Date): Promise<string> {
  const running = versionReads.get(db);
  if (running) return running;
  const { from, to } = interventionWindow(now);
  const read = barangayListVersion(db, from, to).finally(() => versionReads.delete(db));
  versionReads.set(db, read);
  return read;
}

async function build(db: Db, audience: Audience, version: string, now: Date): Promise<Prebuilt> {
  // The schema the route documents, applied once per build instead of once per request.
  const list = barangayListResponseSchema.parse(await listBarangaysWithStatus(db, audience, now));
  const json = JSON.stringify(list);
  const tag = createHash('sha1').update(`${audience}:${version}:`).update(json).digest('base64url');
  return prebuild(json, tag.slice(0, 27));
}

export async function barangayList(db: Db, audience: Audience, now: Date = new Date()): Promise<Prebuilt> {
  const version = await currentVersion(db, now);
  let entries = byDatabase.get(db);
  if (!entries) {
    entries = new Map();
    byDatabase.set(db, entries);
  }
  const hit = entries.get(audience);
  if (hit && hit.key === version && now.getTime() - hit.builtAt < MAX_AGE_MS) return hit.body;
  // Requests that find the same new version wait for one build; a failed build is not kept.
  const body = build(db, audience, version, now);
  const entry: Entry = { key: version, builtAt: now.getTime(), body };
  entries.set(audience, entry);
  body.catch(() => {
    if (entries.get(audience) === entry) entries.delete(audience);
  });
  return body;
}
