import { useT } from '../../i18n/language-store';
import '../../i18n/en/auth';

export interface ResendCodeButtonProps {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}

/** 'Resend code', or how long until it may be used. */
export function ResendCodeButton({ secondsLeft, sending, onResend }: ResendCodeButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={secondsLeft > 0 || sending}
      className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-600"
    >
      {sending
        ? t('otp.sending')
        : secondsLeft > 0
          ? t('otp.resendIn', { seconds: secondsLeft })
          : t('otp.resend')}
    </button>
  );
}
