import type { VoteResult } from '@dengue/core';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import type { ListedComment } from '../model/comment-list';
import '../../../i18n/en/community';

export interface CommentListProps {
  comments: readonly ListedComment[];
  renderVotes?: (comment: ListedComment, onResult: (result: VoteResult) => void) => ReactNode;
  onVoteResult: (id: string, result: VoteResult) => void;
}

/** Newest first. Comments always carry the commenter's own name (they are never anonymous). */
export function CommentList({ comments, renderVotes, onVoteResult }: CommentListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-3">
      {comments.map((comment) => (
        <li key={comment._id} className="flex gap-2">
          <Avatar src={comment.user.profilePhotoUrl} className="size-8" />
          <article
            aria-label={t('comments.by', { name: comment.user.username })}
            className="min-w-0 flex-1 rounded-xl bg-slate-100 px-3 py-2"
          >
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{comment.user.username}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={comment.createdAt} className="text-slate-600">
                {format.relativeTime(comment.createdAt)}
              </time>
            </p>
            <p className="break-words whitespace-pre-line text-slate-800">{comment.content}</p>
            {renderVotes && (
              <div className="mt-1">
                {renderVotes(comment, (result) => onVoteResult(comment._id, result))}
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
