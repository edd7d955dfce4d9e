import type { AdminPost } from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { type SessionUser, useCurrentUser } from '../../../lib/session';
import { announcementKey, announcementQuery } from '../api/feed-query';
import { DefaultAnnouncementImage } from './announcement-image';
import { useCommentThread } from './comment-thread-slot';
import { commentVotes } from './comment-votes';
import { ImageCarousel } from './image-carousel';
import { AnnouncementVotes } from './item-votes';
import '../../../i18n/en/community';

/** The sender line of every announcement. */
const SENDER_KEY = 'announcement.sender';

function AnnouncementBody({ post, user }: { post: AdminPost; user: SessionUser | null }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <p className="text-sm text-slate-600">
        {t(SENDER_KEY)} · <time dateTime={post.publishDate}>{format.relativeTime(post.publishDate)}</time>
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{post.content}</p>
      <div className="mt-3">
        {post.images.length > 0 ? (
          <ImageCarousel
            images={post.images}
            label={t('announcement.photos')}
            describe={t('announcement.photo')}
            thumbnails
          />
        ) : (
          <DefaultAnnouncementImage />
        )}
      </div>
      <div className="mt-3">
        <AnnouncementVotes post={post} user={user} />
      </div>
    </>
  );
}

/** The comments of the announcement: comments/{postId}, polled every 5 s like the report comments. */
function AnnouncementComments({ post, user }: { post: AdminPost; user: SessionUser | null }) {
  const t = useT();
  const Thread = useCommentThread();
  const client = useQueryClient();
  if (!Thread) return null;
  return (
    <Thread
      parent={{ kind: 'post', id: post._id }}
      user={user}
      heading={t('comments.communityCommentsTitle')}
      renderVotes={commentVotes(user)}
      onTotalChange={(total) =>
        client.setQueryData<AdminPost | null>(announcementKey, (item) =>
          item && item._id === post._id && item.commentsCount !== total
            ? { ...item, commentsCount: total }
            : item,
        )
      }
    />
  );
}

/** The side panel with the newest active announcement (resident section 2, Announcement card). */
export function AnnouncementPanel() {
  const t = useT();
  const { data, isPending, isError } = useQuery(announcementQuery());
  const user = useCurrentUser();
  const [expanded, setExpanded] = useState(false);
  const title = data ? data.title || t('feed.defaultAnnouncementTitle') : '';
  return (
    <aside
      aria-labelledby="announcement-heading"
      className="self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="announcement-heading" className="text-lg font-bold text-slate-900">
        {t('announcement.title')}
      </h2>
      {isPending ? (
        <p className="mt-3 text-slate-600">{t('common.loading')}</p>
      ) : isError || !data ? (
        <p className="mt-3 text-slate-600">{t('feed.noAnnouncements')}</p>
      ) : (
        <div className="mt-3">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <AnnouncementBody post={data} user={user} />
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className="mt-3 min-h-10 text-sm font-semibold text-blue-800 underline-offset-2 hover:underline"
          >
            {t('announcement.open', { count: data.commentsCount })}
          </button>
          <div className="mt-3 max-h-[32rem] overflow-y-auto">
            <AnnouncementComments post={data} user={user} />
          </div>
          {expanded && (
            <Modal open onClose={() => setExpanded(false)} title={title} size="lg">
              <AnnouncementBody post={data} user={user} />
              <div className="mt-4">
                <AnnouncementComments post={data} user={user} />
              </div>
            </Modal>
          )}
        </div>
      )}
    </aside>
  );
}
