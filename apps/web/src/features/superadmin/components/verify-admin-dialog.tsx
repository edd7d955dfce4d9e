import { ACCOUNT_MESSAGES, type Account } from '@dengue/core';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { Modal } from '../../../components/ui/modal';
import { emptyOtp, isOtpComplete, OtpInput, otpCode } from '../../../components/ui/otp-input';
import { ResendCodeButton } from '../../../components/ui/resend-code-button';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { getErrorMessage } from '../../../lib/api-error';
import { useCodeResend } from '../../../lib/use-code-resend';
import { resendVerificationCode, verifyAdminEmail } from '../api/account-actions';
import { failureMessage, isPasswordProblem } from '../hooks/account-action';

export interface VerifyAdminDialogProps {
  account: Account | null;
  onClose: () => void;
  onVerified: () => void;
}

/**
 * Verify-by-OTP of a pending admin (admin section 4): the admin reads the code from their e-mail, the
 * superadmin types it with their own password. 'Send code' e-mails a new one (60 s apart).
 */
export function VerifyAdminDialog({ account, onClose, onVerified }: VerifyAdminDialogProps) {
  return (
    <Modal open={account !== null} onClose={onClose} title="Verify Admin Email">
      {account ? (
        <VerifyAdminForm key={account._id} account={account} onClose={onClose} onVerified={onVerified} />
      ) : null}
    </Modal>
  );
}

function VerifyAdminForm({
  account,
  onClose,
  onVerified,
}: {
  account: Account;
  onClose: () => void;
  onVerified: () => void;
}) {
  const [digits, setDigits] = useState(emptyOtp);
  const [password, setPassword] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const resend = useCodeResend({
    send: () => resendVerificationCode(account.email),
    initialSeconds: 0,
    sentMessage: ACCOUNT_MESSAGES.verificationOtpSentTo(account.email),
    failedMessage: ACCOUNT_MESSAGES.sendOtpFailed,
    preferServerMessage: true,
  });

  async function submit() {
    const problems = {
      otp: isOtpComplete(digits) ? null : ACCOUNT_MESSAGES.enterOtp,
      password: password ? null : ACCOUNT_MESSAGES.enterPassword,
    };
    setOtpError(problems.otp);
    setPasswordError(problems.password);
    if (problems.otp || problems.password) return;
    setBusy(true);
    try {
      await verifyAdminEmail(account._id, otpCode(digits), password);
      toast.success(ACCOUNT_MESSAGES.emailVerified);
      onVerified();
      onClose();
    } catch (error) {
      if (isPasswordProblem(error)) {
        setPasswordError(getErrorMessage(error));
        setPassword('');
        passwordRef.current?.focus();
      } else {
        const message = failureMessage(error, ACCOUNT_MESSAGES.verifyOtpFailed);
        toast.error(message);
        setOtpError(message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-slate-700">
        Enter the 4-digit code e-mailed to <strong className="break-all">{account.email}</strong>, and your
        own password.
      </p>
      <DevOutboxNotice />
      <OtpInput
        label="Verification code"
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setOtpError(null);
        }}
        invalid={otpError !== null}
        describedBy={otpError ? `${formId}-otp-error` : undefined}
      />
      {otpError ? (
        <p id={`${formId}-otp-error`} role="alert" className="-mt-3 text-sm font-medium text-red-700">
          {otpError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
        <span>No code, or an old one?</span>
        <ResendCodeButton
          secondsLeft={resend.secondsLeft}
          sending={resend.sending}
          onResend={() => void resend.resend()}
        />
      </div>
      <TextInput
        ref={passwordRef}
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordError(null);
        }}
        error={passwordError ?? undefined}
      />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800 disabled:opacity-70"
        >
          {busy ? <Spinner /> : null}
          Verify
        </button>
      </div>
    </form>
  );
}
