import { loginSchema, TIMING } from '@dengue/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { fieldErrorText } from '../../../i18n/core-messages';
import { t as translateNow, useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { hasErrorCode, isApiError, resendWaitSeconds, saysNothing } from '../../../lib/api-error';
import { homePathFor, sessionStore } from '../../../lib/session';
import { logIn } from '../api/login';
import { resendOtp } from '../api/resend-otp';
import type { OtpPageState } from '../hooks/otp-navigation';
import { AuthCard, linkClass, primaryButtonClass } from './auth-card';
import { EmailField } from './email-field';
import '../../../i18n/en/auth';

/**
 * The message for a refused login (resident section 8) in the reader's language, except the unverified
 * case handled apart.
 */
function loginFailureMessage(error: unknown): string {
  if (!isApiError(error)) return translateNow('auth.loginFailed');
  if (error.kind === 'CONNECTION_ERROR') return translateError(error);
  if (error.kind === 'ACCOUNT_DISABLED') return translateError(error);
  if (error.status >= 500 && saysNothing(error)) {
    return translateNow('auth.networkError');
  }
  // Too many attempts: the server says how long to wait, which 'check your credentials' would hide.
  if (error.code === 'RATE_LIMITED') return translateError(error);
  return translateNow('auth.loginFailed');
}

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [rememberMe, setRememberMe] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [email, password] = form.watch(['email', 'password']);

  /** An account that was never verified: send a new code and open the OTP page (resident section 8). */
  async function continueToVerification(address: string) {
    const state: OtpPageState = { email: address, purpose: 'account-verification', from: 'login' };
    try {
      await resendOtp({ email: address, purpose: 'account-verification' });
      toast.success(t('auth.verificationResent'));
      state.cooldownSeconds = TIMING.otpResendCooldownSeconds;
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) {
        // A code went out moments ago (sign-up, or a login just before) and is still valid: point to it,
        // not to the refused resend; the OTP page counts down the wait before Resend.
        toast.info(t('auth.codeStillValid'), { toastId: 'code-still-valid' });
        state.cooldownSeconds = wait;
      } else {
        toast.error(t('auth.verificationResendFailed'));
      }
    }
    navigate('/otp', { state });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await logIn({ email: values.email, password: values.password });
      sessionStore.setCredentials({
        user: result.user,
        token: result.accessToken,
        refreshToken: result.refreshToken,
        rememberMe,
      });
      if (!sessionStore.getState().isAuthenticated) {
        toast.error(t('auth.loginSessionMissing'));
        return;
      }
      toast.success(t('auth.welcome', { name: result.user.name || result.user.username }), {
        toastId: 'welcome',
      });
      navigate(homePathFor(result.user.role), { replace: true });
    } catch (error) {
      if (hasErrorCode(error, 'ACCOUNT_NOT_VERIFIED')) {
        await continueToVerification(values.email);
        return;
      }
      toast.error(loginFailureMessage(error), { toastId: 'login-failed' });
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/signup" className={linkClass}>
            {t('login.signUp')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField error={fieldErrorText(errors.email)} {...form.register('email')} />
        <TextInput
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(errors.password)}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
              className="size-5 accent-slate-900"
            />
            {t('login.rememberMe')}
          </label>
          <Link to="/forgot-password" className={`text-sm ${linkClass}`}>
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" disabled={!email || !password || isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? (
            <>
              <Spinner /> {t('login.loggingIn')}
            </>
          ) : (
            t('login.title')
          )}
        </button>
      </form>
    </AuthCard>
  );
}
