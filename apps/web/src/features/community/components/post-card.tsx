import { formatDateTime12h, type Report, relativeTime } from '@dengue/core';
import { Avatar } from '../../../components/ui/avatar';
import type { SessionUser } from '../../../lib/session';
import { ImageGrid } from './image-grid';
import { VoteButtons } from './vote-buttons';

/** The name a card shows: the anonymous id for anonymous posts, else the author's username. */
export function authorName(post: Report): string {
  if (post.isAnonymous) return post.anonymousId ?? post.displayUser.username;
  return post.user?.username ?? post.displayUser.username;
}

/** One validated report in the feed (resident section 2, Post card). Comments and delete come later. */
export function PostCard({ post, user }: { post: Report; user: SessionUser | null }) {
  const name = authorName(post);
  const titleId = `post-${post._id}-author`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-start gap-3">
        <Avatar src={post.isAnonymous ? null : post.user?.profilePhotoUrl} className="size-10" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-sm text-slate-600">
            <span>{post.barangay}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date_and_time}>{formatDateTime12h(post.date_and_time)}</time>
          </p>
          <p className="text-xs text-slate-600">
            Posted <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
          </p>
        </div>
      </header>
      <p className="mt-3">
        <span className="inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-medium text-amber-900">
          {post.report_type}
        </span>
      </p>
      <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{post.description}</p>
      <div className="mt-3">
        <ImageGrid images={post.images} barangay={post.barangay} />
      </div>
      <footer className="mt-3 flex items-center justify-between gap-2">
        <VoteButtons post={post} user={user} />
        <p className="text-sm text-slate-600">
          {post.commentsCount} {post.commentsCount === 1 ? 'comment' : 'comments'}
        </p>
      </footer>
    </article>
  );
}
