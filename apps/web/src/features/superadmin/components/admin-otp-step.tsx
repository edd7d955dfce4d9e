import { ACCOUNT_MESSAGES, emailSchema, TIMING } from '@dengue/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { emptyOtp, isOtpComplete, OtpInput, otpCode } from '../../../components/ui/otp-input';
import { ResendCodeButton } from '../../../components/ui/resend-code-button';
import { Spinner } from '../../../components/ui/spinner';
import { useCodeResend } from '../../../lib/use-code-resend';
import { resendVerificationCode, verifyAdminEmail } from '../api/account-actions';
import { failureMessage } from '../hooks/account-action';

export interface AdminOtpStepProps {
  accountId: string;
  email: string;
  superadminPassword: string;
  onVerified: () => void;
  onLater: () => void;
}

/** Step 3: the code the new admin received, verified with the password already entered (admin section 4). */
export function AdminOtpStep({
  accountId,
  email,
  superadminPassword,
  onVerified,
  onLater,
}: AdminOtpStepProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = useCodeResend({
    send: async () => {
      if (!emailSchema.safeParse(email).success) throw new Error(ACCOUNT_MESSAGES.validEmailToResend);
      return resendVerificationCode(email);
    },
    initialSeconds: TIMING.otpResendCooldownSeconds,
    sentMessage: ACCOUNT_MESSAGES.verificationOtpResent,
    failedMessage: ACCOUNT_MESSAGES.resendOtpFailed,
  });

  async function verify() {
    if (!isOtpComplete(digits)) {
      setError(ACCOUNT_MESSAGES.enterOtp);
      return;
    }
    setBusy(true);
    try {
      await verifyAdminEmail(accountId, otpCode(digits), superadminPassword);
      toast.success(ACCOUNT_MESSAGES.emailVerified);
      onVerified();
    } catch (caught) {
      const message = failureMessage(caught, ACCOUNT_MESSAGES.verifyOtpFailed);
      toast.error(message);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-slate-700">
        A 4-digit code was e-mailed to <strong className="break-all">{email}</strong>. Enter it here to
        activate the account.
      </p>
      <DevOutboxNotice />
      <OtpInput
        label="Admin's verification code"
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        invalid={error !== null}
        describedBy={error ? 'admin-otp-error' : undefined}
        autoFocus
      />
      {error ? (
        <p id="admin-otp-error" role="alert" className="-mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
        <span>The admin did not get it?</span>
        <ResendCodeButton
          secondsLeft={resend.secondsLeft}
          sending={resend.sending}
          onResend={() => void resend.resend()}
        />
      </div>
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onLater}
          className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
        >
          Verify later
        </button>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-6 font-semibold text-white hover:bg-slate-800 disabled:opacity-70"
        >
          {busy ? <Spinner /> : null}
          Verify
        </button>
      </div>
    </form>
  );
}
