import { FORGOT_PASSWORD_MESSAGES } from '@dengue/core';
import { useState } from 'react';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { ResendCodeRow, useOtpEntry } from '../../../components/ui/otp-code-field';
import { isOtpComplete, otpCode } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { isApiError } from '../../../lib/api-error';
import { useCodeResend } from '../../../lib/use-code-resend';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { linkClass } from './auth-card';
import { CodeVerifyForm } from './code-verify-form';
import '../../../i18n/en/auth';

export interface ResetCodeStepProps {
  email: string;
  cooldownSeconds: number;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}

export function ResetCodeStep({ email, cooldownSeconds, onVerified, onChangeEmail }: ResetCodeStepProps) {
  const t = useT();
  const entry = useOtpEntry();
  const { digits } = entry;
  const [verifying, setVerifying] = useState(false);
  const resend = useCodeResend({
    send: () => resendOtp({ email, purpose: 'password-reset' }),
    initialSeconds: cooldownSeconds,
    sentMessage: t('auth.otpResent'),
    failedMessage: t('auth.otpResendFailed'),
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
      toast.error(t('auth.resetVerifyFailed'), { toastId: 'reset-verify-failed' });
      entry.setFailure(isApiError(error) ? translateError(error) : t('auth.resetVerifyFailed'));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">
        {t('otp.intro')} <strong className="break-all font-semibold">{email}</strong>.{' '}
        <button type="button" onClick={onChangeEmail} className={linkClass}>
          {t('forgot.useAnotherEmail')}
        </button>
      </p>
      <DevOutboxNotice />
      <CodeVerifyForm
        label={t('forgot.resetCode')}
        entry={entry}
        errorId="reset-code-error"
        verifying={verifying}
        submitLabel={t('forgot.verifyCode')}
        onVerify={() => void verify()}
      />
      <ResendCodeRow prompt={t('otp.didntGet')} resend={resend} onResend={() => void resend.resend()} />
    </div>
  );
}
