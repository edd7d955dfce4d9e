import { ACCOUNT_MESSAGES, type Account } from '@dengue/core';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { hasErrorCode } from '../../../lib/api-error';
import { createAdmin } from '../api/account-actions';
import { failureMessage, isPasswordProblem } from '../hooks/account-action';
import { type AdminDetails, AdminDetailsStep } from './admin-details-step';
import { AdminOtpStep } from './admin-otp-step';
import { AdminPasswordStep } from './admin-password-step';

const EMPTY: AdminDetails = { username: '', email: '', password: '', confirmPassword: '' };
const STEP_NAMES = ['Details', 'Confirm with your password', 'Verify the admin’s e-mail'] as const;

export interface CreateAdminWizardProps {
  open: boolean;
  onClose: () => void;
  /** The list changed (a pending admin was created, or verified). */
  onChanged: () => void;
}

/** 'Create New Admin' in three steps (admin section 4): details, the superadmin's password, e-mail OTP. */
export function CreateAdminWizard({ open, onClose, onChanged }: CreateAdminWizardProps) {
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<AdminDetails>(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ account: Account; superadminPassword: string } | null>(null);

  const close = () => {
    // The wizard starts afresh next time; no password stays in memory.
    setStep(0);
    setDetails(EMPTY);
    setEmailError(null);
    setCreated(null);
    onClose();
  };

  async function create(superadminPassword: string): Promise<string | null> {
    try {
      const result = await createAdmin({
        username: details.username,
        email: details.email,
        password: details.password,
        superadminPassword,
      });
      toast.success(result.message || ACCOUNT_MESSAGES.verificationOtpSentTo(result.account.email));
      setCreated({ account: result.account, superadminPassword });
      setStep(2);
      onChanged();
      return null;
    } catch (error) {
      if (isPasswordProblem(error)) return (error as Error).message;
      if (hasErrorCode(error, 'EMAIL_TAKEN')) {
        setEmailError(error.message);
        setStep(0);
        return null;
      }
      toast.error(failureMessage(error, ACCOUNT_MESSAGES.createAdminFailed));
      return null;
    }
  }

  return (
    <Modal open={open} onClose={close} title="Create New Admin">
      <ol className="mb-5 flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {STEP_NAMES.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 font-medium ${
              index === step
                ? 'bg-slate-900 text-white'
                : index < step
                  ? 'bg-green-100 text-green-900'
                  : 'bg-slate-100 text-slate-700'
            }`}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <AdminDetailsStep
          initial={details}
          emailError={emailError}
          onCancel={close}
          onNext={(next) => {
            setDetails(next);
            setEmailError(null);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <AdminPasswordStep email={details.email} onSubmit={create} onBack={() => setStep(0)} />
      ) : null}
      {step === 2 && created ? (
        <AdminOtpStep
          accountId={created.account._id}
          email={created.account.email}
          superadminPassword={created.superadminPassword}
          onVerified={() => {
            onChanged();
            close();
          }}
          onLater={close}
        />
      ) : null}
    </Modal>
  );
}
