import { GENERIC_MESSAGES } from '@dengue/core';
import type { MessageKey } from './catalogue';
import { languageStore, t } from './language-store';

/** The parts of an API error (the client's ApiError or a raw error body) this reads. */
interface CodedError {
  code?: unknown;
  params?: unknown;
  message?: unknown;
  errors?: unknown;
  errorIds?: unknown;
}

type Params = Record<string, string | number>;

const paramsOf = (value: unknown): Params | undefined =>
  typeof value === 'object' && value !== null ? (value as Params) : undefined;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** A catalogue key the current language has a wording for. */
function knownKey(key: unknown): MessageKey | undefined {
  return typeof key === 'string' && key in languageStore.getState().catalogue
    ? (key as MessageKey)
    : undefined;
}

/** 'An unexpected error occurred' in the reader's language. */
const unexpected = (): string =>
  languageStore.getState().language === 'en' ? GENERIC_MESSAGES.unexpected : t('server.unexpected');

/**
 * What a failed call says to the reader. English readers get the server's own message (it names the exact
 * field or item); other languages get the catalogue's wording of the error's code, filled with its params
 * ('apiError.OTP_RESEND_WAIT' with `{ seconds }`), else the wording of the message's id (`params.id`, which
 * the API sends when its message is one of core's), else the server's message. `fallback` (already in the
 * reader's language) stands in for an error without a message. A string or a plain Error is shown as it is.
 */
export function translateError(error: unknown, fallback?: string): string {
  if (typeof error === 'string') return textOf(error) ?? fallback ?? unexpected();
  const coded = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  const message = textOf(coded.message);
  if (languageStore.getState().language === 'en') return message ?? fallback ?? unexpected();
  const params = paramsOf(coded.params);
  const byCode = typeof coded.code === 'string' ? knownKey(`apiError.${coded.code}`) : undefined;
  if (byCode) return t(byCode, params);
  const byId = knownKey(params?.id);
  if (byId) return t(byId, params);
  return message ?? fallback ?? unexpected();
}

/**
 * Each problem an error lists (`errors`, every failed field of a form), in the reader's language: by the id
 * the API gave it (`errorIds`), else as the server wrote it.
 */
export function translateErrorList(error: unknown): string[] {
  const coded = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  const errors = Array.isArray(coded.errors) ? coded.errors.filter((item) => typeof item === 'string') : [];
  if (languageStore.getState().language === 'en') return errors;
  const ids: unknown[] = Array.isArray(coded.errorIds) ? coded.errorIds : [];
  return errors.map((text, index) => {
    const id = knownKey(ids[index]);
    return id ? t(id) : text;
  });
}
