import type { AdminPost, Report } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';
import type { CachedVoteTarget } from '../model/vote-cache';

/** GET reports/{id} or adminPosts/{id}: the vote lists of one item, for the vote cache's sync. */
export const fetchVotedItem = (target: CachedVoteTarget, id: string) =>
  apiFetch<Report | AdminPost>(`${target}/${encodeURIComponent(id)}`);
