import type { VoteLists } from './votes';

/**
 * The local vote cache (resident sections 3 and 4): the vote lists of each post this account voted on, by post
 * id, with the time they were last confirmed by the server. Another tab reads it at once (storage event) and
 * every 5 minutes the entries older than that are read again from the server. Comments have no GET by id,
 * so only reports and announcements are cached.
 */
export type CachedVoteTarget = 'reports' | 'adminposts';

export interface VoteCacheEntry extends VoteLists {
  target: CachedVoteTarget;
  id: string;
  /** Epoch milliseconds of the server answer these lists come from. */
  lastSynced: number;
}

/** Keyed by `${target}:${id}`. */
export type VoteCache = Record<string, VoteCacheEntry>;

/** Enough for weeks of voting; the oldest entries go first. */
export const VOTE_CACHE_MAX_ENTRIES = 200;

export const voteCacheStorageKey = (userId: string) => `dengue-watch:vote-cache:${userId}`;
export const voteCacheEntryKey = (target: CachedVoteTarget, id: string) => `${target}:${id}`;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isEntry(value: unknown): value is VoteCacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    (entry.target === 'reports' || entry.target === 'adminposts') &&
    typeof entry.id === 'string' &&
    typeof entry.lastSynced === 'number' &&
    isIdList(entry.upvotes) &&
    isIdList(entry.downvotes)
  );
}

/** The cache as stored; anything unreadable (another version, a hand edit) is dropped, never thrown. */
export function parseVoteCache(raw: string | null | undefined): VoteCache {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const cache: VoteCache = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (isEntry(value) && key === voteCacheEntryKey(value.target, value.id)) cache[key] = value;
  }
  return cache;
}

/** Records lists the server just confirmed; keeps the newest VOTE_CACHE_MAX_ENTRIES entries. */
export function rememberLists(
  cache: VoteCache,
  target: CachedVoteTarget,
  id: string,
  lists: VoteLists,
  now: number,
  maxEntries = VOTE_CACHE_MAX_ENTRIES,
): VoteCache {
  const entry: VoteCacheEntry = {
    target,
    id,
    upvotes: [...lists.upvotes],
    downvotes: [...lists.downvotes],
    lastSynced: now,
  };
  const next = { ...cache, [voteCacheEntryKey(target, id)]: entry };
  const keys = Object.keys(next);
  if (keys.length <= maxEntries) return next;
  const kept = keys.sort((a, b) => next[b]!.lastSynced - next[a]!.lastSynced).slice(0, maxEntries);
  return Object.fromEntries(kept.map((key) => [key, next[key]!]));
}

export function forgetEntry(cache: VoteCache, target: CachedVoteTarget, id: string): VoteCache {
  const { [voteCacheEntryKey(target, id)]: _gone, ...rest } = cache;
  return rest;
}

/** The entries last confirmed at least `intervalMs` ago: the ones the periodic sync reads again. */
export function dueForSync(cache: VoteCache, now: number, intervalMs: number): VoteCacheEntry[] {
  return Object.values(cache).filter((entry) => now - entry.lastSynced >= intervalMs);
}

/** Entries another tab wrote since `before`: new ones, or ones confirmed later than before. */
export function changedEntries(before: VoteCache, after: VoteCache): VoteCacheEntry[] {
  return Object.entries(after)
    .filter(([key, entry]) => (before[key]?.lastSynced ?? -1) < entry.lastSynced)
    .map(([, entry]) => entry);
}
