import type { Report } from '@dengue/core';
import { useState } from 'react';
import { translateValue, useT } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { ClampedText } from './clamped-text';
import { DeletePostDialog } from './delete-post-dialog';
import { ImageGrid } from './image-grid';
import { ImagePreview } from './image-preview';
import { ReportVotes } from './item-votes';
import { PostCommentsModal } from './post-comments-modal';
import { PostByline, ReportTypeBadge } from './post-details';
import { PostMenu } from './post-menu';
import '../../../i18n/en/community';

export { authorName } from './post-details';

/** Delete Post is offered only when the signed-in resident wrote the post (resident section 2). */
export const isOwnPost = (post: Report, user: SessionUser | null) =>
  user?.role === 'user' && post.user?._id === user.id;

/**
 * One report (resident section 2, Post card): votes, comments, photo preview, owner's menu. The feed shows
 * validated ones; My Posts also the resident's Pending and Rejected ones, without votes or comments.
 */
export function PostCard({
  post,
  user,
  eager = false,
}: {
  post: Report;
  user: SessionUser | null;
  /** The feed's first card: its photos load at once (they are the first screen's largest content). */
  eager?: boolean;
}) {
  const titleId = `post-${post._id}-author`;
  const [preview, setPreview] = useState<number | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const t = useT();
  const comments = t(post.commentsCount === 1 ? 'community.commentsOne' : 'community.commentsOther', {
    count: post.commentsCount,
  });
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-start gap-3">
        <PostByline post={post} titleId={titleId} />
        {isOwnPost(post, user) && <PostMenu onDelete={() => setConfirmDelete(true)} />}
      </header>
      <p className="mt-3 flex flex-wrap items-center gap-2">
        <ReportTypeBadge type={post.report_type} />
        {/* My Posts lists the resident's own reports in every status (resident section 2, Profile). */}
        {post.status !== 'Validated' && (
          <span className="inline-block rounded-full bg-slate-200 px-3 py-0.5 text-sm font-medium text-slate-800">
            {post.status === 'Pending'
              ? t('feed.pendingReview')
              : translateValue('reportStatus', post.status)}
          </span>
        )}
      </p>
      <ClampedText text={post.description} />
      <div className="mt-3">
        <ImageGrid images={post.images} barangay={post.barangay} onOpen={setPreview} eager={eager} />
      </div>
      {/* Pending and Rejected posts (My Posts only) are read-only, as on /profile; the server agrees. */}
      {post.status === 'Validated' && (
        <footer className="mt-3 flex items-center justify-between gap-2">
          <ReportVotes post={post} user={user} />
          <button
            type="button"
            onClick={() => setCommentsOpen(true)}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
              <path
                d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3h0.5A1.5 1.5 0 0 1 3 12.5z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            {comments}
          </button>
        </footer>
      )}
      {preview !== null && (
        <ImagePreview
          images={post.images}
          barangay={post.barangay}
          index={preview}
          onClose={() => setPreview(null)}
        />
      )}
      {commentsOpen && (
        <PostCommentsModal post={post} user={user} open onClose={() => setCommentsOpen(false)} />
      )}
      {confirmDelete && <DeletePostDialog reportId={post._id} open onClose={() => setConfirmDelete(false)} />}
    </article>
  );
}
