import { ACCOUNT_MESSAGES } from '@dengue/core';
import { useRef, useState } from 'react';
import { ActionForm } from '../../../components/ui/action-form';
import { ConfirmButton, SecondaryButton } from './dialog-buttons';
import { OwnPasswordField } from './own-password-field';

export interface AdminPasswordStepProps {
  email: string;
  /** Creates the admin; resolves to an error message to show on the field, or null when done. */
  onSubmit: (superadminPassword: string) => Promise<string | null>;
  onBack: () => void;
}

/** Step 2: the superadmin's own password, sent with the creation (the server checks it). */
export function AdminPasswordStep({ email, onSubmit, onBack }: AdminPasswordStepProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit() {
    if (!password) {
      setError(ACCOUNT_MESSAGES.enterPassword);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const problem = await onSubmit(password);
    setBusy(false);
    if (problem) {
      setError(problem);
      setPassword('');
      inputRef.current?.focus();
    }
  }

  return (
    <ActionForm onAction={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        Enter your own password to create the admin account for <strong className="break-all">{email}</strong>
        . A verification code will be e-mailed to the new admin.
      </p>
      <OwnPasswordField
        ref={inputRef}
        autoFocus
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        error={error}
      />
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
        <SecondaryButton label="Back" onClick={onBack} disabled={busy} />
        <ConfirmButton type="submit" busy={busy} wide label="Create Admin" />
      </div>
    </ActionForm>
  );
}
