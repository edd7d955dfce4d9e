import type { Report } from '@dengue/core';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/language-store';
import type { SessionUser } from '../../../lib/session';
import { updateCachedReport } from '../api/report-cache';
import { useCommentThread } from './comment-thread-slot';
import { commentVotes } from './comment-votes';
import { ImageCarousel } from './image-carousel';
import { ReportVotes } from './item-votes';
import { PostByline, ReportTypeBadge } from './post-details';
import '../../../i18n/en/community';

/**
 * The comments modal of a report (resident section 2): the post in full with a photo carousel and votes,
 * then the comment thread, which polls every 5 s while the modal is open.
 */
export function PostCommentsModal({
  post,
  user,
  open,
  onClose,
}: {
  post: Report;
  user: SessionUser | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const Thread = useCommentThread();
  const title = post.isAnonymous ? t('comments.anonymousPostTitle') : t('comments.usersPostTitle');
  const onTotalChange = (total: number) => {
    if (total !== post.commentsCount)
      updateCachedReport(client, post._id, (item) => ({ ...item, commentsCount: total }));
  };
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <div className="flex flex-col gap-3">
        <PostByline post={post} />
        <p>
          <ReportTypeBadge type={post.report_type} />
        </p>
        <p className="break-words whitespace-pre-line text-slate-800">{post.description}</p>
        <ImageCarousel
          images={post.images}
          label={t('community.photosOf', { barangay: post.barangay })}
          describe={t('community.siteIn', { barangay: post.barangay })}
        />
        <ReportVotes post={post} user={user} />
        {Thread && (
          <Thread
            parent={{ kind: 'report', id: post._id }}
            user={user}
            heading={t('comments.heading')}
            renderVotes={commentVotes(user)}
            onTotalChange={onTotalChange}
          />
        )}
      </div>
    </Modal>
  );
}
