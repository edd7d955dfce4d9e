import type { Report } from '@dengue/core';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/language-store';
import { useCurrentUser } from '../../../lib/session';
import { ReportForm } from './report-form';
import '../../../i18n/en/report';

export interface ReportFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The cached My Posts list the new report is shown in at once (optimistic). */
  listKey?: QueryKey;
  /** After the report is stored, or kept to be sent later (null); the modal has closed. */
  onCreated?: (report: Report | null) => void;
}

/**
 * The Report to Surveillance dialog for residents: focus stays inside while it is open and returns to the
 * button that opened it; Escape, the close button or a click beside it closes it, except while a report
 * is being sent. Every opening starts a fresh form.
 */
export function ReportFormModal({ open, onClose, listKey, onCreated }: ReportFormModalProps) {
  const t = useT();
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => {
    if (!busy) onClose();
  }, [busy, onClose]);
  if (user?.role !== 'user') return null;
  return (
    <Modal open={open} onClose={close} title={t('report.title')} size="lg">
      <ReportForm
        user={user}
        listKey={listKey}
        onCancel={close}
        onBusyChange={setBusy}
        onCreated={(report) => {
          setBusy(false);
          onClose();
          onCreated?.(report);
        }}
      />
    </Modal>
  );
}
