import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import { serverMessageOr } from '../../../lib/api-error';
import { deleteReport } from '../api/delete-report';
import { removeCachedReport } from '../api/report-cache';
import '../../../i18n/en/community';

/**
 * The confirmation before a resident deletes their post (resident section 4): Cancel, or Delete, which calls
 * DELETE reports/{id}, takes the card out of every list and says 'Post deleted successfully'. A failure says
 * the server's message, or 'Failed to delete post. Please try again.' when there is none (section 8).
 */
export function DeletePostDialog({
  reportId,
  open,
  onClose,
}: {
  reportId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteReport(reportId);
      onClose();
      removeCachedReport(client, reportId);
      toast.success(t('feed.postDeleted'));
    } catch (error) {
      toast.error(serverMessageOr(error, t('feed.postDeleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={t('community.deletePost')}
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {busy && <Spinner />}
            {busy ? t('common.deleting') : t('common.delete')}
          </button>
        </>
      }
    >
      <p className="text-slate-700">{t('community.deleteConfirm')}</p>
    </Modal>
  );
}
