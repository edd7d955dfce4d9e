import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { type Prebuilt, prebuild } from '../../lib/prebuilt-response.ts';
import { perOwner, sharedRead, VersionedCache } from '../../lib/versioned-cache.ts';
import { barangayListResponseSchema } from './barangay-status.presenter.ts';
import { barangayListVersion } from './barangay-status.repository.ts';
import { interventionWindow, listBarangaysWithStatus } from './barangay-status.service.ts';

/**
 * GET barangays/get-all-barangays(-for-user), built once per change (docs/decisions/039). The list changes
 * when a report or a barangay changes (the map data version of migration 0005), when an analysis runs, or
 * when an intervention in its window changes; one short statement reads all three (`barangayListVersion`),
 * and the list, its serialized JSON and its gzip and brotli forms are built only when that answer moves.
 * Its 14-day windows also move with the clock: an entry is rebuilt when the minute changes. Every instance
 * reads the version from the shared database, so a change made through another instance is seen at once.
 */
const MAX_AGE_MS = 60_000;

/** Residents and visitors, or admins (whose list carries the admin advice). */
type Audience = Parameters<typeof listBarangaysWithStatus>[1];

const cacheOf = perOwner<Db, VersionedCache<Prebuilt>>(() => new VersionedCache(2));

const currentVersion = sharedRead((db: Db, now: Date) => {
  const { from, to } = interventionWindow(now);
  return barangayListVersion(db, from, to);
});

async function build(db: Db, audience: Audience, version: string, now: Date): Promise<Prebuilt> {
  // The schema the route documents, applied once per build instead of once per request.
  const list = barangayListResponseSchema.parse(await listBarangaysWithStatus(db, audience, now));
  const json = JSON.stringify(list);
  const tag = createHash('sha1').update(`${audience}:${version}:`).update(json).digest('base64url');
  return prebuild(json, tag.slice(0, 27));
}

export async function barangayList(db: Db, audience: Audience, now: Date = new Date()): Promise<Prebuilt> {
  // The minute is part of the key: the 14-day windows move with the clock. Version and list are both taken
  // at the minute's start, so one minute asks one version statement (which the embedded database keeps).
  const minute = Math.floor(now.getTime() / MAX_AGE_MS);
  const asOf = new Date(minute * MAX_AGE_MS);
  const version = await currentVersion(db, asOf);
  return cacheOf(db).get(audience, `${version}@${minute}`, () => build(db, audience, version, asOf));
}
