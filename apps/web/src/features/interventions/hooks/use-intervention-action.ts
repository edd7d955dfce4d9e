import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { INTERVENTIONS_KEY } from '../api/interventions-query';

export interface ActionTexts {
  success: string;
  /** Shown when the server's own message is not used. */
  fallback: string;
  /** Create and update show the server's message (admin section 8); the others their fixed text. */
  serverMessage?: boolean;
}

/** The message of a failed action: a refused session always speaks for itself. */
export function failureMessage(error: unknown, texts: ActionTexts): string {
  if (!isApiError(error)) return texts.fallback;
  if (error.status === 401 || error.kind === 'ACCOUNT_DISABLED') return error.message;
  if (texts.serverMessage && error.status >= 400 && error.status < 500) return error.message;
  return texts.fallback;
}

/**
 * Runs one intervention call with the spec's toasts, then refreshes every intervention list. `busy` is
 * true while it runs; the result tells the caller whether to close its dialog.
 */
export function useInterventionAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<T>, texts: ActionTexts): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await call();
      toast.success(texts.success);
      await queryClient.invalidateQueries({ queryKey: INTERVENTIONS_KEY });
      return result;
    } catch (error) {
      toast.error(failureMessage(error, texts));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
