import { FORGOT_PASSWORD_MESSAGES } from '@dengue/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { emptyOtp, isOtpComplete, OtpInput, otpCode } from '../../../components/ui/otp-input';
import { ResendCodeButton } from '../../../components/ui/resend-code-button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useCodeResend } from '../../../lib/use-code-resend';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { linkClass, primaryButtonClass } from './auth-card';

export interface ResetCodeStepProps {
  email: string;
  cooldownSeconds: number;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}

export function ResetCodeStep({ email, cooldownSeconds, onVerified, onChangeEmail }: ResetCodeStepProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [failure, setFailure] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const resend = useCodeResend({
    send: () => resendOtp({ email, purpose: 'password-reset' }),
    initialSeconds: cooldownSeconds,
    sentMessage: FORGOT_PASSWORD_MESSAGES.otpResent,
    failedMessage: FORGOT_PASSWORD_MESSAGES.resendFailed,
  });

  async function verify() {
    if (!isOtpComplete(digits) || verifying) return;
    setVerifying(true);
    try {
      const result = await verifyOtp({ email, otp: otpCode(digits), purpose: 'password-reset' });
      if (!result.resetToken) throw new Error(FORGOT_PASSWORD_MESSAGES.verifyFailed);
      onVerified(result.resetToken);
    } catch (error) {
      // The boxes turn red; the server's reason (wrong, expired, too many tries) is shown under them.
      toast.error(FORGOT_PASSWORD_MESSAGES.verifyFailed, { toastId: 'reset-verify-failed' });
      setFailure(isApiError(error) ? error.message : FORGOT_PASSWORD_MESSAGES.verifyFailed);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">
        Enter the 4-digit code we sent to <strong className="break-all font-semibold">{email}</strong>.{' '}
        <button type="button" onClick={onChangeEmail} className={linkClass}>
          Use another e-mail
        </button>
      </p>
      <DevOutboxNotice />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
        className="flex flex-col gap-5"
      >
        <OtpInput
          label="Reset code"
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setFailure(null);
          }}
          invalid={failure !== null}
          describedBy={failure ? 'reset-code-error' : undefined}
          autoFocus
        />
        {failure ? (
          <p id="reset-code-error" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <button type="submit" disabled={!isOtpComplete(digits) || verifying} className={primaryButtonClass}>
          {verifying ? (
            <>
              <Spinner /> Verifying...
            </>
          ) : (
            'Verify code'
          )}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
        <span>Didn&rsquo;t get the code?</span>
        <ResendCodeButton
          secondsLeft={resend.secondsLeft}
          sending={resend.sending}
          onResend={() => void resend.resend()}
        />
      </div>
    </div>
  );
}
