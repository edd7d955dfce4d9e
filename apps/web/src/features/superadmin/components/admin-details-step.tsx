import { ACCOUNT_MESSAGES, createAdminFormSchema, passwordProblems } from '@dengue/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordRuleList } from '../../../components/ui/password-rule-list';
import { TextInput } from '../../../components/ui/text-input';
import { isApiError } from '../../../lib/api-error';
import { checkAdminEmail } from '../api/account-actions';
import { CancelButton } from './dialog-buttons';

export interface AdminDetails {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface AdminDetailsStepProps {
  initial: AdminDetails;
  /** A server refusal of the e-mail (a live account already has it), shown on the field. */
  emailError?: string | null;
  onNext: (details: AdminDetails) => void;
  onCancel: () => void;
}

/**
 * Step 1 of 'Create New Admin': Next enables only when every field is valid, and then asks the server
 * whether a live account already has the e-mail (admin section 4), before the superadmin's password is
 * asked for. Any other failure of that check lets the wizard go on: the creation checks again.
 */
export function AdminDetailsStep({ initial, emailError, onNext, onCancel }: AdminDetailsStepProps) {
  const form = useForm({
    resolver: zodResolver(createAdminFormSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  const { errors, isValid, touchedFields, dirtyFields } = form.formState;
  const password = form.watch('password');
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (emailError) form.setError('email', { message: emailError }, { shouldFocus: true });
  }, [emailError, form]);

  const passwordErrors =
    errors.password && (touchedFields.password || password)
      ? password
        ? passwordProblems(password, 'admin').map((problem) => problem.message)
        : [ACCOUNT_MESSAGES.passwordRequired]
      : undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        setChecking(true);
        try {
          await checkAdminEmail(values.email);
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            form.setError('email', { message: error.message }, { shouldFocus: true });
            return;
          }
        } finally {
          setChecking(false);
        }
        onNext({ ...values, confirmPassword: form.getValues('confirmPassword') });
      })}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Username"
          autoComplete="off"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={passwordErrors ? undefined : <PasswordRuleList password={password} rules="admin" />}
          error={passwordErrors}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <TextInput
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={dirtyFields.confirmPassword ? errors.confirmPassword?.message : undefined}
          {...form.register('confirmPassword')}
        />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <CancelButton onClick={onCancel} />
        <button
          type="submit"
          disabled={!isValid || checking}
          className="min-h-11 rounded-full bg-slate-900 px-6 font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {checking ? 'Checking...' : 'Next'}
        </button>
      </div>
    </form>
  );
}
