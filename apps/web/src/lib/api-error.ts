import { GENERIC_MESSAGES, GUARD_MESSAGES, isAccountDisabledMessage } from '@dengue/core';
import { translateMessage } from '../i18n/language-store';

/** The four outcomes of a failed call (resident spec, section 8). */
export type ApiErrorCode = 'UNAUTHORIZED' | 'ACCOUNT_DISABLED' | 'CONNECTION_ERROR' | 'CUSTOM_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the response; 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Several messages at once (for example every failed field of a sign-up), when the server sent them. */
  readonly errors: readonly string[];

  constructor(init: { status: number; code: ApiErrorCode; message: string; errors?: readonly string[] }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads `message` and `errors` from an error body of the API (`{ message, errors? }`), tolerating anything else. */
export function readErrorBody(body: unknown): { message?: string; errors?: string[] } {
  if (typeof body === 'string') return body.trim() ? { message: body.trim() } : {};
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  const errors = Array.isArray(record.errors)
    ? record.errors.filter((item): item is string => typeof item === 'string')
    : undefined;
  return { message, errors };
}

/**
 * Maps a failed response to an ApiError, except for the token refresh, which the client tries first
 * (see `api-client.ts`). 401 and 403 that name a disabled account become ACCOUNT_DISABLED; any other 401
 * becomes UNAUTHORIZED; a gateway error with no API body means the API is not reachable.
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const { message, errors } = readErrorBody(body);
  if ((status === 401 || status === 403) && isAccountDisabledMessage(message)) {
    return new ApiError({
      status,
      code: 'ACCOUNT_DISABLED',
      message: GUARD_MESSAGES.accountDisabled,
      errors,
    });
  }
  if (status === 401) {
    return new ApiError({
      status,
      code: 'UNAUTHORIZED',
      message: message ?? GENERIC_MESSAGES.unauthorized,
      errors,
    });
  }
  if ((status === 502 || status === 503 || status === 504) && message === undefined) {
    return new ApiError({ status, code: 'CONNECTION_ERROR', message: GENERIC_MESSAGES.connectionError });
  }
  return new ApiError({
    status,
    code: 'CUSTOM_ERROR',
    message: message ?? GENERIC_MESSAGES.unexpected,
    errors,
  });
}

/** A fetch that never reached the server: 'Failed to fetch' (Chromium), 'NetworkError…' (Firefox), 'Load failed' (Safari). */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error instanceof TypeError || /failed to fetch|network ?error|load failed/i.test(error.message);
}

/**
 * The generic rule of section 8: a string, the server's message, the error's message, or a fallback;
 * in Filipino when the message is one the catalogue knows (the spec's messages from packages/core).
 */
export function getErrorMessage(error: unknown, fallback: string = GENERIC_MESSAGES.unexpected): string {
  if (typeof error === 'string' && error.trim()) return translateMessage(error);
  if (error instanceof Error && error.message.trim()) return translateMessage(error.message);
  return translateMessage(readErrorBody(error).message ?? fallback);
}

/**
 * The server's own message when it answered with one, else `fallback` (already in the reader's language):
 * for the spec's "'Failed to …' (server message if present)". No answer at all, a gateway error and an
 * answer without a message all get the fallback.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const answered =
    isApiError(error) &&
    error.status > 0 &&
    error.code !== 'CONNECTION_ERROR' &&
    error.message !== GENERIC_MESSAGES.unexpected;
  return answered ? translateMessage(error.message) : fallback;
}
