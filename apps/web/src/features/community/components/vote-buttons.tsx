import type { VoteResult } from '@dengue/core';
import { useT } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { useVote } from '../hooks/use-vote';
import type { VoteLists, VoteTarget } from '../model/votes';
import '../../../i18n/en/community';

function Arrow({ down = false }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={`size-5 ${down ? 'rotate-180' : ''}`}
    >
      <path d="M10 3 3 11h4v6h6v-6h4z" fill="currentColor" />
    </svg>
  );
}

const base =
  'inline-flex items-center gap-1.5 rounded-full border font-medium disabled:cursor-wait disabled:opacity-60';
const sizes = { md: 'min-h-10 px-3 text-sm', sm: 'min-h-9 px-2.5 text-xs' };

export interface VoteButtonsProps {
  target: VoteTarget;
  id: string;
  lists: VoteLists;
  user: SessionUser | null;
  onResult: (result: VoteResult) => void;
  size?: 'md' | 'sm';
}

/** Upvote and downvote with counts. Residents only; others get a toast (resident section 6). */
export function VoteButtons({ target, id, lists, user, onResult, size = 'md' }: VoteButtonsProps) {
  const t = useT();
  const { upvotes, downvotes, mine, locked, vote } = useVote({
    target,
    id,
    confirmed: lists,
    user,
    onResult,
  });
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={mine === 'up'}
        disabled={locked}
        onClick={() => vote('up')}
        className={`${base} ${sizes[size]} ${mine === 'up' ? 'border-blue-700 bg-blue-50 text-blue-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
      >
        <Arrow />
        <span className="sr-only">{t('community.upvote')}</span>
        <span data-testid="upvote-count">{upvotes}</span>
      </button>
      <button
        type="button"
        aria-pressed={mine === 'down'}
        disabled={locked}
        onClick={() => vote('down')}
        className={`${base} ${sizes[size]} ${mine === 'down' ? 'border-red-700 bg-red-50 text-red-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
      >
        <Arrow down />
        <span className="sr-only">{t('community.downvote')}</span>
        <span data-testid="downvote-count">{downvotes}</span>
      </button>
    </div>
  );
}
