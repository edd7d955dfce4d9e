import { type ReactNode, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';

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
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => setBusy(false));
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800 disabled:opacity-70"
          >
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="text-slate-700">{children}</div>
    </Modal>
  );
}
