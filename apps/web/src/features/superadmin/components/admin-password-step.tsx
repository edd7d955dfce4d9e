import { ACCOUNT_MESSAGES } from '@dengue/core';
import { useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';

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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-slate-700">
        Enter your own password to create the admin account for <strong className="break-all">{email}</strong>
        . A verification code will be e-mailed to the new admin.
      </p>
      <TextInput
        ref={inputRef}
        label="Your password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
        >
          Back
        </button>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-6 font-semibold text-white hover:bg-slate-800 disabled:opacity-70"
        >
          {busy ? <Spinner /> : null}
          Create Admin
        </button>
      </div>
    </form>
  );
}
