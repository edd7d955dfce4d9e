import { VOTE_MESSAGES } from '@dengue/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { SessionUser } from '../../../lib/session';
import { sendVote, storeVoteResult } from '../api/feed-query';
import {
  type MyVote,
  myVote,
  toggleVote,
  type VoteDirection,
  type VoteLists,
  voteCallFor,
  voteRefusal,
} from '../model/votes';

/** Vote clicks are debounced 500 ms; the control stays locked until the server answers or 5 s pass. */
export const VOTE_DEBOUNCE_MS = 500;
export const VOTE_LOCK_MS = 5_000;

/**
 * Votes on one report. Clicks change a local copy at once; 500 ms after the last click one call brings
 * the server to the wanted vote, and its lists then replace the local copy (and the cached feed).
 */
export function usePostVote(reportId: string, confirmed: VoteLists, user: SessionUser | null) {
  const client = useQueryClient();
  const [pending, setPending] = useState<VoteLists | null>(null);
  const [locked, setLocked] = useState(false);
  const debounce = useRef<number | undefined>(undefined);
  const lockTimer = useRef<number | undefined>(undefined);
  const wanted = useRef<MyVote>(null);
  const confirmedRef = useRef(confirmed);
  confirmedRef.current = confirmed;

  useEffect(
    () => () => {
      window.clearTimeout(debounce.current);
      window.clearTimeout(lockTimer.current);
    },
    [],
  );

  const flush = useCallback(async () => {
    if (!user) return;
    const call = voteCallFor(myVote(confirmedRef.current, user.id), wanted.current);
    if (!call) {
      setPending(null);
      return;
    }
    setLocked(true);
    window.clearTimeout(lockTimer.current);
    lockTimer.current = window.setTimeout(() => setLocked(false), VOTE_LOCK_MS);
    try {
      const result = await sendVote(reportId, call);
      storeVoteResult(client, reportId, result);
    } catch {
      toast.error(VOTE_MESSAGES.failed);
    } finally {
      setPending(null);
      window.clearTimeout(lockTimer.current);
      setLocked(false);
    }
  }, [client, reportId, user]);

  const vote = useCallback(
    (direction: VoteDirection) => {
      const refusal = voteRefusal(user?.role);
      if (refusal === 'visitor') {
        toast.info(VOTE_MESSAGES.loginToVote);
        return;
      }
      if (refusal === 'staff' || !user || locked) {
        if (refusal === 'staff') toast.info(VOTE_MESSAGES.onlyRegularUsers);
        return;
      }
      const next = toggleVote(pending ?? confirmedRef.current, user.id, direction);
      wanted.current = myVote(next, user.id);
      setPending(next);
      window.clearTimeout(debounce.current);
      debounce.current = window.setTimeout(() => void flush(), VOTE_DEBOUNCE_MS);
    },
    [flush, locked, pending, user],
  );

  const shown = pending ?? confirmed;
  return {
    upvotes: shown.upvotes.length,
    downvotes: shown.downvotes.length,
    mine: user ? myVote(shown, user.id) : null,
    locked,
    vote,
  };
}
