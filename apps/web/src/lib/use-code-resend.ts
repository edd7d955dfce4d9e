import { TIMING } from '@dengue/core';
import { useState } from 'react';
import { toast } from '../components/ui/toast';
import { translateError } from '../i18n/translate-error';
import { isApiError, resendWaitSeconds } from './api-error';
import { useCountdown } from './use-countdown';

export interface CodeResendOptions {
  /** Asks the server for a new code. */
  send: () => Promise<unknown>;
  /** Seconds before the first resend is allowed (a code usually went out just now). */
  initialSeconds: number;
  /** What the toasts say, in the reader's language. */
  sentMessage: string;
  failedMessage: string;
  /** Shows the server's own refusal (for example 'Valid email is required') instead of the fixed text. */
  preferServerMessage?: boolean;
}

/**
 * Resend with the 60 s countdown (resident section 4, admin section 4). The resend cooldown's refusal
 * (OTP_RESEND_WAIT with its seconds) sets the countdown instead of failing.
 */
export function useCodeResend({
  send,
  initialSeconds,
  sentMessage,
  failedMessage,
  preferServerMessage,
}: CodeResendOptions) {
  const { secondsLeft, start } = useCountdown(initialSeconds);
  const [sending, setSending] = useState(false);

  async function resend(): Promise<boolean> {
    if (secondsLeft > 0 || sending) return false;
    setSending(true);
    try {
      await send();
      toast.success(sentMessage, { toastId: `resent:${sentMessage}` });
      start(TIMING.otpResendCooldownSeconds);
      return true;
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait !== null) {
        toast.info(translateError(error), { toastId: `wait:${sentMessage}` });
        start(wait);
      } else {
        const answered = preferServerMessage && isApiError(error) && error.kind !== 'CONNECTION_ERROR';
        toast.error(answered ? translateError(error, failedMessage) : failedMessage, {
          toastId: `resend-failed:${sentMessage}`,
        });
      }
      return false;
    } finally {
      setSending(false);
    }
  }

  return { secondsLeft, sending, resend, startCountdown: start };
}
