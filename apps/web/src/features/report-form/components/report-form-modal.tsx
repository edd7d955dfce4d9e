import { useCallback, useState } from 'react';
import type { ReportFormModalProps } from '../../../components/report-form-slot';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/language-store';
import { useCurrentUser } from '../../../lib/session';
import { ReportForm } from './report-form';
import '../../../i18n/en/report';

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
