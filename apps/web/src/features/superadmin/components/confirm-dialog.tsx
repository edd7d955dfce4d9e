import { type ReactNode, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { CancelButton, ConfirmButton } from './dialog-buttons';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

/** A yes-or-no question before an action that needs no password (resending a code). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={busy} />
          <ConfirmButton
            busy={busy}
            label={confirmLabel}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => setBusy(false));
            }}
          />
        </>
      }
    >
      <div className="text-slate-700">{children}</div>
    </Modal>
  );
}
