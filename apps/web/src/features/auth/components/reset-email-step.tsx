import { forgotPasswordSchema } from '@dengue/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { fieldErrorText } from '../../../i18n/core-messages';
import { useT } from '../../../i18n/language-store';
import { translateError } from '../../../i18n/translate-error';
import { isApiError, resendWaitSeconds } from '../../../lib/api-error';
import { requestPasswordReset } from '../api/forgot-password';
import { primaryButtonClass } from './auth-card';
import { EmailField } from './email-field';
import '../../../i18n/en/auth';

export interface ResetEmailStepProps {
  /** The code is on its way; `cooldownSeconds` when the server asked to wait before another. */
  onSent: (email: string, cooldownSeconds?: number) => void;
}

export function ResetEmailStep({ onSent }: ResetEmailStepProps) {
  const t = useT();
  const [detail, setDetail] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const email = form.watch('email');

  const onSubmit = form.handleSubmit(async (values) => {
    setDetail(null);
    try {
      await requestPasswordReset(values.email);
      toast.success(t('auth.resetEmailSent'), { toastId: 'reset-email-sent' });
      onSent(values.email);
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) {
        // A code was sent moments ago and still works: go on to it.
        toast.info(translateError(error), { toastId: 'reset-email-wait' });
        onSent(values.email, wait);
        return;
      }
      toast.error(t('auth.resetEmailFailed'), { toastId: 'reset-email-failed' });
      setDetail(isApiError(error) ? translateError(error) : null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-slate-700">{t('forgot.emailIntro')}</p>
      <EmailField error={fieldErrorText(errors.email)} {...form.register('email')} />
      {detail ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {detail}
        </p>
      ) : null}
      <button type="submit" disabled={!email || isSubmitting} className={primaryButtonClass}>
        {isSubmitting ? (
          <>
            <Spinner /> {t('otp.sending')}
          </>
        ) : (
          t('forgot.sendCode')
        )}
      </button>
    </form>
  );
}
