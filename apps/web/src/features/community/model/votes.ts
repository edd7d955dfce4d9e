import type { Report, VoteResult } from '@dengue/core';

export type VoteDirection = 'up' | 'down';
export type VoteLists = Pick<Report, 'upvotes' | 'downvotes'>;
/** What a vote is cast on: the first segment of its path (resident section 7). */
export type VoteTarget = 'reports' | 'adminposts' | 'comments';
export type MyVote = VoteDirection | null;

/** Which way this account voted, read from the lists of voter ids. */
export function myVote(lists: VoteLists, userId: string): MyVote {
  if (lists.upvotes.includes(userId)) return 'up';
  if (lists.downvotes.includes(userId)) return 'down';
  return null;
}

/**
 * The lists after one click (resident section 4): upvote and downvote exclude each other; clicking the
 * vote already cast removes it, otherwise it is added (and the other one dropped).
 */
export function toggleVote(lists: VoteLists, userId: string, direction: VoteDirection): VoteLists {
  const current = myVote(lists, userId);
  const upvotes = lists.upvotes.filter((id) => id !== userId);
  const downvotes = lists.downvotes.filter((id) => id !== userId);
  if (current === direction) return { upvotes, downvotes };
  return direction === 'up'
    ? { upvotes: [...upvotes, userId], downvotes }
    : { upvotes, downvotes: [...downvotes, userId] };
}

export interface VoteCall {
  method: 'POST' | 'DELETE';
  path: 'upvote' | 'downvote';
}

/**
 * The one call that turns the server's vote (`confirmed`) into the wanted one, or null when they agree.
 * POST toggles on the server (and switches the other vote); DELETE removes a vote.
 */
export function voteCallFor(confirmed: MyVote, wanted: MyVote): VoteCall | null {
  if (confirmed === wanted) return null;
  if (wanted === 'up') return { method: 'POST', path: 'upvote' };
  if (wanted === 'down') return { method: 'POST', path: 'downvote' };
  return { method: 'DELETE', path: confirmed === 'up' ? 'upvote' : 'downvote' };
}

/** The server's answer replaces the local copy of the lists. */
export const listsFromResult = (result: VoteResult): VoteLists => ({
  upvotes: result.upvotes,
  downvotes: result.downvotes,
});

/** Why a vote is refused before any call, or null for a resident (resident section 6). */
export type VoteRefusal = 'visitor' | 'staff' | null;
export function voteRefusal(role: string | null | undefined): VoteRefusal {
  if (!role) return 'visitor';
  return role === 'user' ? null : 'staff';
}
