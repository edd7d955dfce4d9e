import { describe, expect, it } from 'vitest';
import {
  changedEntries,
  dueForSync,
  forgetEntry,
  parseVoteCache,
  rememberLists,
  type VoteCache,
  voteCacheEntryKey,
} from './vote-cache';

const lists = (up: string[], down: string[] = []) => ({ upvotes: up, downvotes: down });

describe('local vote cache', () => {
  it('records the confirmed lists by post id with the time, and reads them back', () => {
    const cache = rememberLists({}, 'reports', 'r1', lists(['me']), 1_000);
    expect(cache).toEqual({
      'reports:r1': { target: 'reports', id: 'r1', upvotes: ['me'], downvotes: [], lastSynced: 1_000 },
    });
    expect(parseVoteCache(JSON.stringify(cache))).toEqual(cache);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parseVoteCache(null)).toEqual({});
    expect(parseVoteCache('not json')).toEqual({});
    expect(parseVoteCache('[1,2]')).toEqual({});
    const good = rememberLists({}, 'adminposts', 'a1', lists([], ['x']), 5);
    const stored = JSON.stringify({
      ...good,
      'reports:r2': { target: 'reports', id: 'r2', upvotes: 'me', downvotes: [], lastSynced: 1 },
      'reports:r3': { target: 'comments', id: 'r3', upvotes: [], downvotes: [], lastSynced: 1 },
      'reports:other': { target: 'reports', id: 'r4', upvotes: [], downvotes: [], lastSynced: 1 },
    });
    expect(parseVoteCache(stored)).toEqual(good);
  });

  it('keeps only the newest entries', () => {
    let cache: VoteCache = {};
    for (let n = 0; n < 5; n += 1) cache = rememberLists(cache, 'reports', `r${n}`, lists([]), n, 3);
    expect(Object.keys(cache).sort()).toEqual(['reports:r2', 'reports:r3', 'reports:r4']);
  });

  it('syncs entries last confirmed 5 minutes ago or more', () => {
    const fiveMinutes = 5 * 60_000;
    let cache = rememberLists({}, 'reports', 'old', lists([]), 0);
    cache = rememberLists(cache, 'reports', 'fresh', lists([]), fiveMinutes);
    expect(dueForSync(cache, fiveMinutes, fiveMinutes).map((e) => e.id)).toEqual(['old']);
    expect(dueForSync(cache, fiveMinutes - 1, fiveMinutes)).toEqual([]);
    expect(Object.keys(forgetEntry(cache, 'reports', 'old'))).toEqual([
      voteCacheEntryKey('reports', 'fresh'),
    ]);
  });

  it('tells which entries another tab wrote since', () => {
    const before = rememberLists({}, 'reports', 'a', lists([]), 1);
    let after = rememberLists(before, 'reports', 'b', lists(['u']), 2);
    expect(changedEntries(before, after).map((e) => e.id)).toEqual(['b']);
    after = rememberLists(after, 'reports', 'a', lists(['u']), 3);
    expect(
      changedEntries(before, after)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(changedEntries(after, after)).toEqual([]);
  });
});
