import { TIMING } from '@dengue/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session';
import { storeAnnouncementVotes, storeReportVotes } from '../api/report-cache';
import { fetchVotedItem } from '../api/voted-item';
import {
  type CachedVoteTarget,
  changedEntries,
  dueForSync,
  forgetEntry,
  parseVoteCache,
  rememberLists,
  type VoteCache,
  type VoteCacheEntry,
  voteCacheStorageKey,
} from '../model/vote-cache';
import type { VoteLists } from '../model/votes';

/** At most this many items are read again per sync, oldest first, so a long absence costs few calls. */
const SYNC_BATCH = 20;

function readCache(userId: string): VoteCache {
  try {
    return parseVoteCache(window.localStorage.getItem(voteCacheStorageKey(userId)));
  } catch {
    return {};
  }
}

function writeCache(userId: string, cache: VoteCache): void {
  try {
    window.localStorage.setItem(voteCacheStorageKey(userId), JSON.stringify(cache));
  } catch {
    // Storage full or blocked: the cache is a convenience, the server keeps the votes.
  }
}

/** Stores the lists the server answered a vote with (browser storage, per account). */
export function recordVoteLists(
  userId: string,
  target: CachedVoteTarget,
  id: string,
  lists: VoteLists,
): void {
  writeCache(userId, rememberLists(readCache(userId), target, id, lists, Date.now()));
}

function showLists(client: QueryClient, entry: VoteCacheEntry): void {
  if (entry.target === 'reports') storeReportVotes(client, entry.id, entry);
  else storeAnnouncementVotes(client, entry.id, entry);
}

/**
 * Keeps the shown votes of the items this resident voted on current: votes cast in another tab show at once,
 * and every 5 minutes (resident section 9) the entries older than that are read again from the server.
 */
export function useVoteCacheSync(user: SessionUser | null): void {
  const client = useQueryClient();
  const userId = user?.role === 'user' ? user.id : null;

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    const sync = async () => {
      if (document.visibilityState === 'hidden') return;
      const due = dueForSync(readCache(userId), Date.now(), TIMING.voteCacheSyncMs)
        .sort((a, b) => a.lastSynced - b.lastSynced)
        .slice(0, SYNC_BATCH);
      for (const entry of due) {
        if (stopped) return;
        try {
          const item = await fetchVotedItem(entry.target, entry.id);
          if (stopped) return;
          showLists(client, { ...entry, upvotes: item.upvotes, downvotes: item.downvotes });
          recordVoteLists(userId, entry.target, entry.id, item);
        } catch (error) {
          // A deleted or hidden item is dropped; anything else is tried again at the next sync.
          if (isApiError(error) && error.status === 404)
            writeCache(userId, forgetEntry(readCache(userId), entry.target, entry.id));
        }
      }
    };
    void sync();
    const timer = window.setInterval(() => void sync(), TIMING.voteCacheSyncMs);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== voteCacheStorageKey(userId)) return;
      const changed = changedEntries(parseVoteCache(event.oldValue), parseVoteCache(event.newValue));
      for (const entry of changed) showLists(client, entry);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [client, userId]);
}
