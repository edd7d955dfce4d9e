import type { Report } from '@dengue/core';
import { Avatar } from '../../../components/ui/avatar';
import { useFormat } from '../../../i18n/format';
import { translateValue, useT } from '../../../i18n/language-store';
import '../../../i18n/en/community';

/** The name a card shows: the anonymous id for anonymous posts, else the author's username. */
export function authorName(post: Report): string {
  if (post.isAnonymous) return post.anonymousId ?? post.displayUser.username;
  return post.user?.username ?? post.displayUser.username;
}

/** 'lat° N, lng° E' of the report's point (GeoJSON order is longitude first). */
export function coordinatesText(post: Report): string {
  const [lng, lat] = post.specific_location.coordinates;
  return `${lat.toFixed(5)}° N, ${lng.toFixed(5)}° E`;
}

/** Author, barangay, coordinates, date and time: the head of a post card and of its comments modal. */
export function PostByline({ post, titleId }: { post: Report; titleId?: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Avatar src={post.isAnonymous ? null : post.user?.profilePhotoUrl} className="size-10" />
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="truncate font-semibold text-slate-900">
          {authorName(post)}
        </h3>
        <p className="text-sm text-slate-600">
          <span>{post.barangay}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date_and_time}>{format.dateTime(post.date_and_time)}</time>
        </p>
        <p className="text-xs text-slate-600">
          <span>{coordinatesText(post)}</span>
          <span aria-hidden="true"> · </span>
          {t('community.posted')} <time dateTime={post.createdAt}>{format.relativeTime(post.createdAt)}</time>
        </p>
      </div>
    </div>
  );
}

export function ReportTypeBadge({ type }: { type: string }) {
  useT();
  return (
    <span className="inline-block rounded-full bg-amber-100 px-3 py-0.5 text-sm font-medium text-amber-900">
      {translateValue('reportType', type)}
    </span>
  );
}
