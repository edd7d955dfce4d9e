import { GENERIC_MESSAGES } from '@dengue/core';
import type { MessageKey } from './catalogue';
import { languageStore, t, translateMessage } from './language-store';

/** The parts of an API error (the client's ApiError or a raw error body) this reads. */
interface CodedError {
  code?: unknown;
  params?: unknown;
  message?: unknown;
}

const paramsOf = (value: unknown): Record<string, string | number> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, string | number>) : undefined;

/**
 * What a failed call says to the reader. English readers get the server's own message (it names the exact
 * field or item); other languages get the catalogue's wording of the error's code, filled with its params
 * ('apiError.OTP_RESEND_WAIT' with `{ seconds }`), and the server's message when the catalogue has no wording
 * for that code. A string or a plain Error is shown as it is.
 */
export function translateError(error: unknown, fallback: string = GENERIC_MESSAGES.unexpected): string {
  if (typeof error === 'string') return translateMessage(error.trim() || fallback);
  const coded = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  const message = typeof coded.message === 'string' && coded.message.trim() ? coded.message : fallback;
  const { language, catalogue } = languageStore.getState();
  if (language !== 'en' && typeof coded.code === 'string') {
    const key = `apiError.${coded.code}`;
    if (key in catalogue) return t(key as MessageKey, paramsOf(coded.params));
  }
  return translateMessage(message);
}
