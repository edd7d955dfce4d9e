import { TIMING } from '@dengue/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/language-store';
import { AuthCard, linkClass } from './auth-card';
import { ResetCodeStep } from './reset-code-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';
import '../../../i18n/en/auth';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; cooldownSeconds: number }
  | { name: 'password'; email: string; resetToken: string };

const STEP_NUMBER: Record<Step['name'], number> = { email: 1, code: 2, password: 3 };
const STEP_TITLE = {
  email: 'forgot.stepEmail',
  code: 'forgot.stepCode',
  password: 'forgot.stepPassword',
} as const satisfies Record<Step['name'], string>;

/** Password reset in three steps (resident section 4): e-mail, the 4-digit code, the new password. */
export function ForgotPasswordPage() {
  const t = useT();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const startOver = () => setStep({ name: 'email' });

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={
        <p aria-live="polite">
          <span className="font-semibold">
            {t('forgot.step', { n: STEP_NUMBER[step.name], title: t(STEP_TITLE[step.name]) })}
          </span>
        </p>
      }
      footer={
        <>
          {t('forgot.remembered')}{' '}
          <Link to="/login" className={linkClass}>
            {t('forgot.backToLogin')}
          </Link>
        </>
      }
    >
      {step.name === 'email' ? (
        <ResetEmailStep
          onSent={(email, cooldownSeconds = TIMING.otpResendCooldownSeconds) =>
            setStep({ name: 'code', email, cooldownSeconds })
          }
        />
      ) : null}
      {step.name === 'code' ? (
        <ResetCodeStep
          email={step.email}
          cooldownSeconds={step.cooldownSeconds}
          onVerified={(resetToken) => setStep({ name: 'password', email: step.email, resetToken })}
          onChangeEmail={startOver}
        />
      ) : null}
      {step.name === 'password' ? (
        <ResetPasswordStep resetToken={step.resetToken} onStartOver={startOver} />
      ) : null}
    </AuthCard>
  );
}
