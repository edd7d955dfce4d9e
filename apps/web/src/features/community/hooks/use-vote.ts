import { TIMING, type VoteResult } from '@dengue/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { sendVote } from '../api/send-vote';
import {
  type MyVote,
  myVote,
  toggleVote,
  type VoteDirection,
  type VoteLists,
  type VoteTarget,
  voteCallFor,
  voteRefusal,
} from '../model/votes';

/** Vote clicks are debounced 500 ms; the control stays locked until the server answers or 5 s pass. */
export const VOTE_DEBOUNCE_MS = TIMING.voteDebounceMs;
export const VOTE_LOCK_MS = TIMING.voteLockReleaseMs;

export interface UseVoteOptions {
  target: VoteTarget;
  id: string;
  /** The lists as the server last confirmed them (from the cached list the item came in). */
  confirmed: VoteLists;
  user: SessionUser | null;
  /** Stores the server's answer wherever the item is shown; it then comes back as `confirmed`. */
  onResult: (result: VoteResult) => void;
}

/**
 * Votes on one report, announcement or comment. Clicks change a local copy at once; 500 ms after the last
 * click one call brings the server to the wanted vote, and its lists then replace the local copy.
 */
export function useVote({ target, id, confirmed, user, onResult }: UseVoteOptions) {
  const [pending, setPending] = useState<VoteLists | null>(null);
  const [locked, setLocked] = useState(false);
  const debounce = useRef<number | undefined>(undefined);
  const lockTimer = useRef<number | undefined>(undefined);
  const wanted = useRef<MyVote>(null);
  const confirmedRef = useRef(confirmed);
  confirmedRef.current = confirmed;
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

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
      onResultRef.current(await sendVote(target, id, call));
    } catch {
      toast.error(t('vote.failed'));
    } finally {
      setPending(null);
      window.clearTimeout(lockTimer.current);
      setLocked(false);
    }
  }, [target, id, user]);

  const vote = useCallback(
    (direction: VoteDirection) => {
      const refusal = voteRefusal(user?.role);
      if (refusal === 'visitor') {
        toast.info(t('vote.loginToVote'), { toastId: 'login-to-vote' });
        return;
      }
      if (refusal === 'staff') {
        toast.info(t('vote.onlyRegularUsers'), { toastId: 'only-regular-users' });
        return;
      }
      if (!user || locked) return;
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
