import { FORGOT_PASSWORD_MESSAGES, passwordProblems, SIGNUP_MESSAGES } from '@dengue/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionForm } from '../../../components/ui/action-form';
import { PasswordRuleList } from '../../../components/ui/password-rule-list';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { translateMessage, useT } from '../../../i18n/language-store';
import { isApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/reset-password';
import { linkClass, primaryButtonClass } from './auth-card';
import '../../../i18n/en/auth';
import '../../../i18n/en/profile';

export interface ResetPasswordStepProps {
  resetToken: string;
  onStartOver: () => void;
}

/** Every unmet rule of the strong policy, and the mismatch, listed together (resident section 5). */
export function resetFormProblems(password: string, confirmation: string): string[] {
  const problems = passwordProblems(password, 'strong');
  if (password !== confirmation) problems.push(SIGNUP_MESSAGES.passwordsDoNotMatch);
  return problems;
}

export function ResetPasswordStep({ resetToken, onStartOver }: ResetPasswordStepProps) {
  const t = useT();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = resetFormProblems(password, confirmation);
  const ruleProblems = passwordProblems(password, 'strong');

  async function submit() {
    setSubmitted(true);
    setFailure(null);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await resetPassword({ resetToken, newPassword: password });
      toast.success(translateMessage(FORGOT_PASSWORD_MESSAGES.resetSucceeded), { toastId: 'password-reset' });
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(translateMessage(FORGOT_PASSWORD_MESSAGES.resetFailed), { toastId: 'reset-failed' });
      setFailure(isApiError(error) ? error.message : FORGOT_PASSWORD_MESSAGES.resetFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ActionForm onAction={submit} className="flex flex-col gap-4">
      <TextInput
        label={t('forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        // Before the first try, every rule as a checklist; after it, the unmet ones, listed together.
        hint={
          submitted && ruleProblems.length > 0 ? undefined : (
            <PasswordRuleList password={password} rules="strong" />
          )
        }
        error={submitted ? ruleProblems : undefined}
      />
      <TextInput
        label={t('forgot.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={submitted && password !== confirmation ? SIGNUP_MESSAGES.passwordsDoNotMatch : undefined}
      />
      {failure ? (
        <div role="alert" className="text-sm font-medium text-red-700">
          <p>{translateMessage(failure)}</p>
          <button type="button" onClick={onStartOver} className={`mt-1 ${linkClass}`}>
            {t('forgot.startAgain')}
          </button>
        </div>
      ) : null}
      <button type="submit" disabled={!password || !confirmation || saving} className={primaryButtonClass}>
        {saving ? (
          <>
            <Spinner /> {t('profile.saving')}
          </>
        ) : (
          t('forgot.resetPassword')
        )}
      </button>
    </ActionForm>
  );
}
