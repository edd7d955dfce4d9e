import { registerSchema, TIMING } from '@dengue/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordRuleList, passwordProblemTexts } from '../../../components/ui/password-rule-list';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { fieldErrorText } from '../../../i18n/core-messages';
import { t as translateNow, useT } from '../../../i18n/language-store';
import { translateError, translateErrorList } from '../../../i18n/translate-error';
import { isApiError } from '../../../lib/api-error';
import { registerAccount } from '../api/register';
import type { OtpPageState } from '../hooks/otp-navigation';
import { AuthCard, linkClass, primaryButtonClass } from './auth-card';
import { EmailField } from './email-field';
import { TermsAcceptDialog } from './terms-accept-dialog';
import '../../../i18n/en/auth';

/**
 * Sign-up failures in the reader's language: the server's list joined by lines, else its message, else the
 * fallback (section 8).
 */
function registrationFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.errors.length > 0) return translateErrorList(error).join('\n');
    if (error.message) return translateError(error);
  }
  return translateNow('auth.registrationFailed');
}

export interface SignupPageProps {
  /** The terms text; the app composes it in (features do not import each other). */
  terms?: ReactNode;
}

export function SignupPage({ terms }: SignupPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [username, email, password, confirmPassword] = form.watch([
    'username',
    'email',
    'password',
    'confirmPassword',
  ]);
  const allFilled = Boolean(username && email && password && confirmPassword);

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (!termsAccepted) {
        setTermsError(true);
        return;
      }
      try {
        const result = await registerAccount(values);
        toast.dismiss('fix-password');
        // The server's own words (no core message): shown as it sends them.
        toast.success(result.message);
        const state: OtpPageState = {
          email: result.email,
          purpose: 'account-verification',
          from: 'signup',
          cooldownSeconds: TIMING.otpResendCooldownSeconds,
        };
        navigate('/otp', { state });
      } catch (error) {
        // One line per problem (the card keeps the line breaks).
        toast.error(registrationFailure(error), {
          toastId: 'signup-failed',
        });
      }
    },
    (invalid) => {
      if (invalid.password) toast.error(t('auth.fixPasswordRequirements'), { toastId: 'fix-password' });
      if (!termsAccepted) setTermsError(true);
    },
  );

  return (
    <AuthCard
      title={t('signup.title')}
      intro={t('signup.intro')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className={linkClass}>
            {t('signup.logIn')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextInput
          label={t('signup.username')}
          autoComplete="username"
          error={fieldErrorText(errors.username)}
          {...form.register('username')}
        />
        <EmailField error={fieldErrorText(errors.email)} {...form.register('email')} />
        <TextInput
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : <PasswordRuleList password={password} rules="signup" />}
          error={errors.password ? passwordProblemTexts(password, 'signup') : undefined}
          {...form.register('password')}
        />
        <TextInput
          label={t('signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(errors.confirmPassword)}
          {...form.register('confirmPassword')}
        />
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 text-sm text-slate-800">
            <input
              id="accept-terms"
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => {
                if (event.target.checked) setTermsOpen(true);
                else setTermsAccepted(false);
              }}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'accept-terms-error' : undefined}
              className="size-5 accent-slate-900"
            />
            <label htmlFor="accept-terms" className="min-h-11 content-center">
              {t('signup.acceptPrefix')}
            </label>
            <button type="button" onClick={() => setTermsOpen(true)} className={`min-h-11 ${linkClass}`}>
              {t('signup.terms')}
            </button>
          </div>
          {termsError ? (
            <p id="accept-terms-error" role="alert" className="text-sm font-medium text-red-700">
              {t('auth.acceptTerms')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={!allFilled || !termsAccepted || isSubmitting}
          className={primaryButtonClass}
        >
          {isSubmitting ? (
            <>
              <Spinner /> {t('signup.signingUp')}
            </>
          ) : (
            t('signup.title')
          )}
        </button>
      </form>
      <TermsAcceptDialog
        open={termsOpen}
        onClose={() => {
          setTermsOpen(false);
          if (!termsAccepted) setTermsError(true);
        }}
        onAccept={() => {
          setTermsAccepted(true);
          setTermsError(false);
          setTermsOpen(false);
        }}
      >
        {terms ?? <p>{t('signup.termsMissing')}</p>}
      </TermsAcceptDialog>
    </AuthCard>
  );
}
