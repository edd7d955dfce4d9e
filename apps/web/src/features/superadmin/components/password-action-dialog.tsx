import { ACCOUNT_MESSAGES } from '@dengue/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { getErrorMessage } from '../../../lib/api-error';
import { isPasswordProblem } from '../hooks/account-action';

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
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={busy}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-white disabled:opacity-70 ${
              danger ? 'bg-red-700 hover:bg-red-800' : 'bg-slate-900 hover:bg-slate-800'
            }`}
          >
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4"
      >
        <div className="text-slate-700">{description}</div>
        <TextInput
          ref={inputRef}
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
      </form>
    </Modal>
  );
}
