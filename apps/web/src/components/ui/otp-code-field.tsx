import { useState } from 'react';
import { emptyOtp, type OtpDigits, OtpInput } from './otp-input';
import { ResendCodeButton } from './resend-code-button';

/**
 * The digits of a code being typed and the failure shown under them (in the reader's language: translateError
 * or t()); typing clears the failure.
 */
export function useOtpEntry() {
  const [digits, setDigits] = useState(emptyOtp);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    digits,
    failure,
    setFailure,
    change: (next: OtpDigits) => {
      setDigits(next);
      setFailure(null);
    },
    /** Empty boxes and no failure, e.g. after a new code was sent. */
    reset: () => {
      setDigits(emptyOtp());
      setFailure(null);
    },
  };
}

export type OtpEntry = ReturnType<typeof useOtpEntry>;

export interface OtpCodeFieldProps {
  label: string;
  entry: OtpEntry;
  /** Id of the failure text, which the boxes point to while it shows. */
  errorId: string;
  /** Announce the failure as an alert. */
  alert?: boolean;
  /** Focus the first box on mount (default). */
  autoFocus?: boolean;
  errorClassName?: string;
}

/** The code boxes (focused first) with the failure, if any, under them. */
export function OtpCodeField({
  label,
  entry,
  errorId,
  alert = false,
  autoFocus = true,
  errorClassName = 'text-sm font-medium text-red-700',
}: OtpCodeFieldProps) {
  return (
    <>
      <OtpInput
        label={label}
        value={entry.digits}
        onChange={entry.change}
        invalid={entry.failure !== null}
        describedBy={entry.failure ? errorId : undefined}
        autoFocus={autoFocus}
      />
      {entry.failure ? (
        <p id={errorId} role={alert ? 'alert' : undefined} className={errorClassName}>
          {entry.failure}
        </p>
      ) : null}
    </>
  );
}

export interface ResendCodeRowProps {
  /** What the row asks, e.g. "Didn’t get the code?". */
  prompt: string;
  resend: { secondsLeft: number; sending: boolean };
  onResend: () => void;
}

/** The question and the resend button under a code entry. */
export function ResendCodeRow({ prompt, resend, onResend }: ResendCodeRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <span>{prompt}</span>
      <ResendCodeButton secondsLeft={resend.secondsLeft} sending={resend.sending} onResend={onResend} />
    </div>
  );
}
