import { passwordProblems, registerSchema, SIGNUP_MESSAGES, TIMING } from '@dengue/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PasswordRuleList } from '../../../components/ui/password-rule-list';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { translateMessage, useT } from '../../../i18n/language-store';
import { isApiError } from '../../../lib/api-error';
import { registerAccount } from '../api/register';
import type { OtpPageState } from '../hooks/otp-navigation';
import { AuthCard, linkClass, primaryButtonClass } from './auth-card';
import { EmailField } from './email-field';
import { TermsAcceptDialog } from './terms-accept-dialog';
import '../../../i18n/en/auth';

/** Sign-up failures: the server's list joined by lines, else its message, else the fallback (section 8). */
function registrationFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.errors.length > 0) return error.errors.join('\n');
    if (error.message) return error.message;
  }
  return SIGNUP_MESSAGES.registrationFailed;
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
  const [termsError, setTermsError] = useState<string | null>(null);
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
        setTermsError(SIGNUP_MESSAGES.acceptTerms);
        return;
      }
      try {
        const result = await registerAccount(values);
        toast.dismiss('fix-password');
        toast.success(translateMessage(result.message));
        const state: OtpPageState = {
          email: result.email,
          purpose: 'account-verification',
          from: 'signup',
          cooldownSeconds: TIMING.otpResendCooldownSeconds,
        };
        navigate('/otp', { state });
      } catch (error) {
        // One line per problem (the card keeps the line breaks).
        toast.error(registrationFailure(error).split('\n').map(translateMessage).join('\n'), {
          toastId: 'signup-failed',
        });
      }
    },
    (invalid) => {
      if (invalid.password)
        toast.error(translateMessage(SIGNUP_MESSAGES.fixPasswordRequirements), { toastId: 'fix-password' });
      if (!termsAccepted) setTermsError(SIGNUP_MESSAGES.acceptTerms);
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
          error={errors.username?.message}
          {...form.register('username')}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <TextInput
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : <PasswordRuleList password={password} rules="signup" />}
          error={errors.password ? passwordProblems(password, 'signup') : undefined}
          {...form.register('password')}
        />
        <TextInput
          label={t('signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
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
              {translateMessage(termsError)}
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
          if (!termsAccepted) setTermsError(SIGNUP_MESSAGES.acceptTerms);
        }}
        onAccept={() => {
          setTermsAccepted(true);
          setTermsError(null);
          setTermsOpen(false);
        }}
      >
        {terms ?? <p>{t('signup.termsMissing')}</p>}
      </TermsAcceptDialog>
    </AuthCard>
  );
}
