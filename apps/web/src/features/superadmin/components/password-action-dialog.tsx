import { ACCOUNT_MESSAGES } from '@dengue/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ActionForm } from '../../../components/ui/action-form';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-error';
import { isPasswordProblem } from '../hooks/account-action';
import { CancelButton, ConfirmButton } from './dialog-buttons';
import { OwnPasswordField } from './own-password-field';

export interface PasswordActionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /**
   * Runs the action with the typed password. Rejecting with a password problem keeps the dialog open with
   * the message under the field; anything else is the caller's to report.
   */
  onConfirm: (password: string) => Promise<void>;
}

/** Delete, ban, unban, disable and enable need the superadmin's own password again (admin section 5). */
export function PasswordActionDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  onClose,
  onConfirm,
}: PasswordActionDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  useEffect(() => {
    if (!open) {
      setPassword('');
      setError(null);
      setBusy(false);
    }
  }, [open]);

  async function submit() {
    if (!password) {
      setError(ACCOUNT_MESSAGES.enterPassword);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (caught) {
      // The caller reports its own failures; what comes back here is about the password.
      setError(getErrorMessage(caught));
      if (isPasswordProblem(caught)) setPassword('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      initialFocus={inputRef}
      footer={
        <>
          <CancelButton onClick={onClose} disabled={busy} />
          <ConfirmButton type="submit" form={formId} busy={busy} danger={danger} label={confirmLabel} />
        </>
      }
    >
      <ActionForm id={formId} onAction={submit} className="flex flex-col gap-4">
        <div className="text-slate-700">{description}</div>
        <OwnPasswordField
          ref={inputRef}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(null);
          }}
          error={error}
        />
      </ActionForm>
    </Modal>
  );
}
