import { TIMING } from '@dengue/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DevOutboxNotice } from '../../../components/ui/dev-outbox-notice';
import { ResendCodeRow, useOtpEntry } from '../../../components/ui/otp-code-field';
import { isOtpComplete, otpCode } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast';
import { t as translateNow, useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { isApiError } from '../../../lib/api-error';
import { useCodeResend } from '../../../lib/use-code-resend';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { readOtpPageState } from '../hooks/otp-navigation';
import { AuthCard } from './auth-card';
import { CodeVerifyForm } from './code-verify-form';
import '../../../i18n/en/auth';

/**
 * Verification failures (resident section 8), in the reader's language. The page sends only the e-mail it
 * was given and a complete code, so a refused request body means an e-mail problem, which reads as a
 * wrong code.
 */
function verificationFailure(error: unknown): string {
  if (!isApiError(error) || error.kind === 'CONNECTION_ERROR') return translateNow('error.somethingWrong');
  if (error.code === 'VALIDATION_FAILED') return translateNow('auth.otpInvalid');
  return translateError(error, translateNow('error.somethingWrong'));
}

/** Without an e-mail in the navigation state there is nothing to verify: back to /login. */
function NoEmail() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('otp.title'));
  useEffect(() => {
    toast.error(translateNow('auth.otpNoEmail'), { toastId: 'otp-no-email' });
    navigate('/login', { replace: true });
  }, [navigate]);
  return (
    <p role="alert" className="mx-auto max-w-md px-4 py-16 text-center text-slate-800">
      {t('auth.otpNoEmail')}
    </p>
  );
}

export function OtpPage() {
  const location = useLocation();
  const state = readOtpPageState(location.state);
  if (!state) return <NoEmail />;
  return (
    <OtpForm
      email={state.email}
      fromLogin={state.from === 'login'}
      cooldownSeconds={state.cooldownSeconds ?? TIMING.otpResendCooldownSeconds}
    />
  );
}

function OtpForm({
  email,
  fromLogin,
  cooldownSeconds,
}: {
  email: string;
  fromLogin: boolean;
  cooldownSeconds: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const entry = useOtpEntry();
  const { digits } = entry;
  const [verifying, setVerifying] = useState(false);
  const resend = useCodeResend({
    send: () => resendOtp({ email, purpose: 'account-verification' }),
    initialSeconds: cooldownSeconds,
    sentMessage: t('auth.verificationResent'),
    failedMessage: t('auth.otpResendFailed'),
  });

  async function verify() {
    if (!isOtpComplete(digits) || verifying) return;
    setVerifying(true);
    try {
      await verifyOtp({ email, otp: otpCode(digits), purpose: 'account-verification' });
      // An earlier wrong try's red toast would otherwise stay beside the green one on /login.
      toast.dismiss('otp-failed');
      toast.success(t('auth.accountCreated'), { toastId: 'account-created' });
      navigate('/login', { replace: true });
    } catch (error) {
      const message = verificationFailure(error);
      entry.setFailure(message);
      toast.error(message, { toastId: 'otp-failed' });
    } finally {
      setVerifying(false);
    }
  }

  return (
    <AuthCard
      title={t('otp.title')}
      intro={
        <>
          {t('otp.intro')} <strong className="break-all font-semibold">{email}</strong>.
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {fromLogin ? (
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {t('auth.registrationIncomplete')}
          </p>
        ) : null}
        <DevOutboxNotice />
        <CodeVerifyForm
          label={t('otp.codeLabel')}
          entry={entry}
          errorId="otp-error"
          verifying={verifying}
          submitLabel={t('otp.verify')}
          onVerify={() => void verify()}
        />
        <ResendCodeRow
          prompt={t('otp.didntGet')}
          resend={resend}
          onResend={() => {
            void resend.resend().then((sent) => {
              if (sent) entry.reset();
            });
          }}
        />
      </div>
    </AuthCard>
  );
}
