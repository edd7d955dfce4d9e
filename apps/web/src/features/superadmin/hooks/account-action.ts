import { toast } from '../../../components/ui/toast';
import { hasErrorCode, isApiError } from '../../../lib/api-error';

/**
 * Answers about the superadmin's own password (missing: 400, wrong: 403). The password dialog keeps these
 * next to the field instead of closing, so the person can type it again.
 */
export function isPasswordProblem(error: unknown): boolean {
  return (
    hasErrorCode(error, 'INCORRECT_SUPERADMIN_PASSWORD') ||
    hasErrorCode(error, 'SUPERADMIN_PASSWORD_REQUIRED')
  );
}

/** The server's message when it sent one, else the action's own failure text (admin section 8). */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind !== 'CONNECTION_ERROR' && error.message ? error.message : fallback;
}

/**
 * Runs a password-confirmed action: toasts the outcome, closes the dialog and refreshes the list; a password
 * problem is handed back to the dialog instead (it keeps it next to the field).
 */
export async function runPasswordAction(
  run: () => Promise<unknown>,
  text: { success: string; fallback: string },
  after: { close: () => void; refresh: () => Promise<unknown> },
): Promise<void> {
  try {
    await run();
    toast.success(text.success);
    after.close();
    await after.refresh();
  } catch (error) {
    if (isPasswordProblem(error)) throw error;
    toast.error(failureMessage(error, text.fallback));
    after.close();
  }
}
