import type { VoteResult } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';
import type { VoteCall, VoteTarget } from '../model/votes';

/** POST or DELETE {reports|adminposts|comments}/{id}/{upvote|downvote}; the answer carries the new lists. */
export const sendVote = (target: VoteTarget, id: string, call: VoteCall) =>
  apiFetch<VoteResult>(`${target}/${encodeURIComponent(id)}/${call.path}`, { method: call.method });
