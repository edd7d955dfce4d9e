import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readDataVersion } from '../../lib/data-versions.ts';
import { can } from '../../lib/policy.ts';
import { type Prebuilt, prebuild, sendPrebuilt } from '../../lib/prebuilt-response.ts';
import type { Actor } from '../../lib/request-context.ts';
import { perOwner, sharedRead, VersionedCache } from '../../lib/versioned-cache.ts';

/**
 * The feed, one report and its comments, built once per change of the data they show and kept as bytes
 * (docs/decisions/039). The `public_reads` version (migration 0014) is bumped at the commit of every write to
 * reports, their images, votes and comments, authors' names and photos, barangay names, clusters and posts, so a
 * vote or a new comment is seen by the next request on every instance.
 *
 * Visitors and residents share one answer per query. It is not theirs to share in one case: a resident whose
 * own anonymous report is on it sees their name and their own votes there; those answers carry the author in
 * `personalFor`, and that resident reads live. Staff (who see more) always read live.
 *
 * `private, no-cache` without `Vary: authorization`: no shared cache keeps them, the browser asks again each
 * time, and the server decides per request which bytes the caller gets (a 304 only for the very bytes it
 * would send). Varying on the token would also make the offline copy the service worker keeps unmatchable
 * after the token is refreshed.
 */
export interface PublicRead<T = unknown> {
  body: T;
  /** Accounts that would see this answer differently (authors of anonymous reports on it). */
  personalFor: string[];
}

interface Kept extends Prebuilt {
  personalFor: ReadonlySet<string>;
}

/** Answers kept per database: a feed page with its compressed forms is 10 to 60 KB. */
const MAX_ENTRIES = 2000;
const cacheOf = perOwner<Db, VersionedCache<Kept>>(() => new VersionedCache(MAX_ENTRIES));

const versionOf = sharedRead(
  async (db: Db): Promise<string> => String(await readDataVersion(db, 'public_reads')),
);

/** Staff see pending reports, hidden posts, every cluster and anonymous authors: their answers are their own. */
const readsAsPublic = (viewer: Actor | undefined) =>
  !can(viewer, 'report', 'view') && !can(viewer, 'post', 'viewHidden') && !can(viewer, 'cluster', 'viewAll');

async function keep(json: string, version: string, personalFor: string[]): Promise<Kept> {
  const tag = createHash('sha1').update(`${version}:`).update(json).digest('base64url').slice(0, 27);
  return { ...(await prebuild(json, tag)), personalFor: new Set(personalFor) };
}

/**
 * The answer of `key` as kept at the current version, built by `build` when there is none. `schema` is the
 * route's response schema, applied once per build (the route's serializer never sees the kept bytes).
 */
async function keptRead(db: Db, key: string, schema: z.ZodType, build: () => Promise<PublicRead>) {
  const version = await versionOf(db);
  return cacheOf(db).get(key, version, async () => {
    const { body, personalFor } = await build();
    return keep(JSON.stringify(schema.parse(body)), version, personalFor);
  });
}

/**
 * Answers a public read from the kept answer when the viewer may share it, else with `live()`. `key` names
 * the route and its parsed query; `shared` builds the answer as a visitor sees it. When that build fails (a
 * pending report is 'not found' to visitors) a signed-in viewer is answered live: it may be their own.
 */
export async function answerPublicRead<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  read: { key: string; schema: z.ZodType; shared: () => Promise<PublicRead<T>>; live: () => Promise<T> },
): Promise<T | FastifyReply> {
  const viewer = request.actor;
  if (!readsAsPublic(viewer)) return read.live();
  let kept: Kept;
  try {
    kept = await keptRead(db, read.key, read.schema, read.shared);
  } catch (error) {
    if (viewer) return read.live();
    throw error;
  }
  if (viewer && kept.personalFor.has(viewer.id)) return read.live();
  return sendPrebuilt(request, reply, kept, 'private, no-cache');
}

/**
 * An answer only its owner sees (My Posts), kept per account and query at the same version: a resident
 * reopening My Posts costs one version read.
 */
export async function answerOwnRead<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  read: { key: string; schema: z.ZodType; build: () => Promise<T> },
): Promise<FastifyReply> {
  const kept = await keptRead(db, `${request.actor!.id}:${read.key}`, read.schema, async () => ({
    body: await read.build(),
    personalFor: [],
  }));
  return sendPrebuilt(request, reply, kept, 'private, no-cache');
}

/** A stable key of a parsed query: its entries sorted, undefined ones left out. */
export function queryKey(route: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${route}?${JSON.stringify(entries)}`;
}
