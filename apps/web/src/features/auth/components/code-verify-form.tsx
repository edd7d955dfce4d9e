import { ActionForm } from '../../../components/ui/action-form';
import { OtpCodeField, type OtpEntry } from '../../../components/ui/otp-code-field';
import { isOtpComplete } from '../../../components/ui/otp-input';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/language-store';
import { primaryButtonClass } from './auth-card';
import '../../../i18n/en/auth';

export interface CodeVerifyFormProps {
  label: string;
  entry: OtpEntry;
  errorId: string;
  verifying: boolean;
  submitLabel: string;
  onVerify: () => void;
}

/** The code boxes and the Verify button of the sign-up and password-reset codes. */
export function CodeVerifyForm({
  label,
  entry,
  errorId,
  verifying,
  submitLabel,
  onVerify,
}: CodeVerifyFormProps) {
  const t = useT();
  return (
    <ActionForm onAction={onVerify} className="flex flex-col gap-5">
      <OtpCodeField label={label} entry={entry} errorId={errorId} />
      <button
        type="submit"
        disabled={!isOtpComplete(entry.digits) || verifying}
        className={primaryButtonClass}
      >
        {verifying ? (
          <>
            <Spinner /> {t('otp.verifying')}
          </>
        ) : (
          submitLabel
        )}
      </button>
    </ActionForm>
  );
}
