import { ACCOUNT_MESSAGES, type Account } from '@dengue/core';
import { useId, useRef, useState } from 'react';
import { ActionForm } from '../../../components/ui/action-form';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { Modal } from '../../../components/ui/modal';
import { OtpCodeField, ResendCodeRow, useOtpEntry } from '../../../components/ui/otp-code-field';
import { isOtpComplete, otpCode } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useCodeResend } from '../../../lib/use-code-resend';
import { resendVerificationCode, verifyAdminEmail } from '../api/account-actions';
import { failureMessage, isPasswordProblem } from '../hooks/account-action';
import { CancelButton, ConfirmButton } from './dialog-buttons';
import { OwnPasswordField } from './own-password-field';

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
  const otp = useOtpEntry();
  const { digits, setFailure: setOtpError } = otp;
  const [password, setPassword] = useState('');
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
    <ActionForm id={formId} onAction={submit} className="flex flex-col gap-5">
      <p className="text-slate-700">
        Enter the 4-digit code e-mailed to <strong className="break-all">{account.email}</strong>, and your
        own password.
      </p>
      <DevOutboxNotice />
      <OtpCodeField
        label="Verification code"
        entry={otp}
        errorId={`${formId}-otp-error`}
        alert
        autoFocus={false}
        errorClassName="-mt-3 text-sm font-medium text-red-700"
      />
      <ResendCodeRow prompt="No code, or an old one?" resend={resend} onResend={() => void resend.resend()} />
      <OwnPasswordField
        ref={passwordRef}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(null);
        }}
        error={passwordError}
      />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <CancelButton onClick={onClose} />
        <ConfirmButton type="submit" busy={busy} label="Verify" />
      </div>
    </ActionForm>
  );
}
