import { ACCOUNT_MESSAGES, emailSchema, TIMING } from '@dengue/core';
import { useState } from 'react';
import { ActionForm } from '../../../components/ui/action-form';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { OtpCodeField, ResendCodeRow, useOtpEntry } from '../../../components/ui/otp-code-field';
import { isOtpComplete, otpCode } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast';
import { useCodeResend } from '../../../lib/use-code-resend';
import { resendVerificationCode, verifyAdminEmail } from '../api/account-actions';
import { failureMessage } from '../hooks/account-action';
import { ConfirmButton, SecondaryButton } from './dialog-buttons';

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
  const entry = useOtpEntry();
  const { digits, setFailure: setError } = entry;
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
    <ActionForm onAction={verify} className="flex flex-col gap-5">
      <p className="text-slate-700">
        A 4-digit code was e-mailed to <strong className="break-all">{email}</strong>. Enter it here to
        activate the account.
      </p>
      <DevOutboxNotice />
      <OtpCodeField
        label="Admin's verification code"
        entry={entry}
        errorId="admin-otp-error"
        alert
        errorClassName="-mt-3 text-sm font-medium text-red-700"
      />
      <ResendCodeRow
        prompt="The admin did not get it?"
        resend={resend}
        onResend={() => void resend.resend()}
      />
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
        <SecondaryButton label="Verify later" onClick={onLater} />
        <ConfirmButton type="submit" busy={busy} wide label="Verify" />
      </div>
    </ActionForm>
  );
}
