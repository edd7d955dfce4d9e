import { passwordProblems } from '@dengue/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionForm } from '../../../components/ui/action-form';
import { PasswordRuleList, passwordProblemTexts } from '../../../components/ui/password-rule-list';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { isApiError } from '../../../lib/api-error';
import { resetPassword } from '../api/reset-password';
import { linkClass, primaryButtonClass } from './auth-card';
import '../../../i18n/en/auth';
import '../../../i18n/en/profile';

export interface ResetPasswordStepProps {
  resetToken: string;
  onStartOver: () => void;
}

/** True while a rule of the strong policy is unmet or the confirmation differs (resident section 5). */
const hasProblems = (password: string, confirmation: string): boolean =>
  passwordProblems(password, 'strong').length > 0 || password !== confirmation;

export function ResetPasswordStep({ resetToken, onStartOver }: ResetPasswordStepProps) {
  const t = useT();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ruleProblems = passwordProblemTexts(password, 'strong');

  async function submit() {
    setSubmitted(true);
    setFailure(null);
    if (hasProblems(password, confirmation)) return;
    setSaving(true);
    try {
      await resetPassword({ resetToken, newPassword: password });
      toast.success(t('auth.resetSucceeded'), { toastId: 'password-reset' });
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(t('auth.resetFailed'), { toastId: 'reset-failed' });
      setFailure(isApiError(error) ? translateError(error) : t('auth.resetFailed'));
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
        error={submitted && password !== confirmation ? t('auth.passwordsDoNotMatch') : undefined}
      />
      {failure ? (
        <div role="alert" className="text-sm font-medium text-red-700">
          <p>{failure}</p>
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
