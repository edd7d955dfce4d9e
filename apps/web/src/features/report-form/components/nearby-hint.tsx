import type { Report, ReportType } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { translateValue, useT } from '../../../i18n/language-store';
import { getErrorMessage } from '../../../lib/api-error';
import { NEAR_DUPLICATE_RADIUS_METERS, nearbyReportsQuery, upvoteReport } from '../api/nearby-reports';
import '../../../i18n/en/report';

/**
 * "Is this the same site?": validated reports of the same type within 50 m from the last 14 days, so the
 * resident can upvote one instead of filing a duplicate; pending look-alikes are only counted.
 */
export function NearbyHint({
  point,
  type,
  userId,
}: {
  point: { lat: number; lng: number } | null;
  type: ReportType | '';
  userId: string;
}) {
  const t = useT();
  const nearby = useQuery({
    ...nearbyReportsQuery(point ?? { lat: 0, lng: 0 }, type || 'Others'),
    enabled: point !== null && type !== '',
  });
  const posts = nearby.data?.posts ?? [];
  const pending = nearby.data?.pendingSimilarCount ?? 0;
  if (!point || !type || (posts.length === 0 && pending === 0)) return null;
  return (
    <section aria-labelledby="nearby-title" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h3 id="nearby-title" className="font-semibold text-amber-950">
        {t('report.sameSite')}
      </h3>
      <p className="text-sm text-amber-950">
        {t('report.nearbyIntro', {
          type: translateValue('reportType', type),
          meters: NEAR_DUPLICATE_RADIUS_METERS,
        })}
      </p>
      {posts.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2">
          {posts.map((post) => (
            <NearbyReport key={post._id} post={post} userId={userId} />
          ))}
        </ul>
      ) : null}
      {pending > 0 ? (
        <p className="mt-2 text-sm text-amber-950">
          {pending === 1 ? t('report.pendingOne') : t('report.pendingOther', { count: pending })}
        </p>
      ) : null}
    </section>
  );
}

function NearbyReport({ post, userId }: { post: Report; userId: string }) {
  const t = useT();
  const format = useFormat();
  const [upvoted, setUpvoted] = useState(post.upvotes.includes(userId));
  const [busy, setBusy] = useState(false);
  const upvote = async () => {
    setBusy(true);
    try {
      const result = await upvoteReport(post._id);
      setUpvoted(result.upvotes.includes(userId));
      toast.success(t('report.upvotedThanks'));
    } catch (error) {
      toast.error(getErrorMessage(error, t('vote.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex items-start gap-3 rounded-lg bg-white p-2">
      {post.images[0] ? (
        <ThumbnailImage
          src={post.images[0]}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">
          {post.barangay} · <time dateTime={post.date_and_time}>{format.dateTime(post.date_and_time)}</time>
        </p>
        <p className="line-clamp-2 text-sm text-slate-700">{post.description}</p>
      </div>
      <button
        type="button"
        onClick={upvote}
        disabled={busy || upvoted}
        className="min-h-10 shrink-0 rounded-full border border-slate-900 px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-70"
      >
        {upvoted ? t('report.upvoted') : t('report.upvoteInstead')}
      </button>
    </li>
  );
}
