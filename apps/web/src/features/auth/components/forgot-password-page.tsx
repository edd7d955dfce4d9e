import { TIMING } from '@dengue/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard, linkClass } from './auth-card';
import { ResetCodeStep } from './reset-code-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string; cooldownSeconds: number }
  | { name: 'password'; email: string; resetToken: string };

const STEP_NUMBER: Record<Step['name'], number> = { email: 1, code: 2, password: 3 };
const STEP_TITLE: Record<Step['name'], string> = {
  email: 'Enter your e-mail',
  code: 'Enter the code',
  password: 'Choose a new password',
};

/** Password reset in three steps (resident section 4): e-mail, the 4-digit code, the new password. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const startOver = () => setStep({ name: 'email' });

  return (
    <AuthCard
      title="Forgot password"
      intro={
        <p aria-live="polite">
          <span className="font-semibold">
            Step {STEP_NUMBER[step.name]} of 3: {STEP_TITLE[step.name]}
          </span>
        </p>
      }
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={linkClass}>
            Back to log in
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
