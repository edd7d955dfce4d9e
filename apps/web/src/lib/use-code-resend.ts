import { TIMING, waitSecondsFrom } from '@dengue/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { translateMessage } from '../i18n/language-store';
import { isApiError } from './api-error';
import { useCountdown } from './use-countdown';

export interface CodeResendOptions {
  /** Asks the server for a new code. */
  send: () => Promise<unknown>;
  /** Seconds before the first resend is allowed (a code usually went out just now). */
  initialSeconds: number;
  sentMessage: string;
  failedMessage: string;
  /** Shows the server's own refusal (for example 'Valid email is required') instead of the fixed text. */
  preferServerMessage?: boolean;
}

/**
 * Resend with the 60 s countdown (resident section 4, admin section 4). A 'Please wait N seconds' answer
 * sets the countdown to N instead of failing.
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
      toast.success(translateMessage(sentMessage), { toastId: `resent:${sentMessage}` });
      start(TIMING.otpResendCooldownSeconds);
      return true;
    } catch (error) {
      const message = isApiError(error) ? error.message : null;
      const wait = waitSecondsFrom(message);
      if (wait !== null && message) {
        toast.info(translateMessage(message), { toastId: `wait:${sentMessage}` });
        start(wait);
      } else {
        toast.error(translateMessage((preferServerMessage && message) || failedMessage), {
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
