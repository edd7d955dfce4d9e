import { type ErrorCode, GENERIC_MESSAGES, GUARD_MESSAGES, isErrorCode, type MessageId } from '@dengue/core';
import { translateError } from '../i18n/translate-error';

/** The four outcomes of a failed call (resident spec, section 8). */
export type ApiErrorKind = 'UNAUTHORIZED' | 'ACCOUNT_DISABLED' | 'CONNECTION_ERROR' | 'CUSTOM_ERROR';

export type ErrorParamValues = Readonly<Record<string, string | number>>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the response; 0 when no response arrived. */
  readonly status: number;
  /** Which of the spec's four outcomes this is: what the session layer acts on. */
  readonly kind: ApiErrorKind;
  /**
   * The server's stable code (what the page decides on and translates by). An answer without one (a proxy,
   * an older server) gets the generic code of its status; no answer at all is SERVICE_UNAVAILABLE.
   */
  readonly code: ErrorCode;
  /** The values the code's wording needs (`{ seconds }` of OTP_RESEND_WAIT), when it has any. */
  readonly params: ErrorParamValues | undefined;
  /** Several messages at once (for example every failed field of a sign-up), when the server sent them. */
  readonly errors: readonly string[];
  /** The message id of each of `errors` (null where the server gave none): what translateErrorList reads. */
  readonly errorIds: readonly (string | null)[];

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    code?: ErrorCode;
    params?: ErrorParamValues;
    errors?: readonly string[];
    errorIds?: readonly (string | null)[];
  }) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code ?? codeOfStatus(init.status);
    this.params = init.params;
    this.errors = init.errors ?? [];
    this.errorIds = init.errorIds ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The generic code of a status, for answers that carry no code of their own. */
export function codeOfStatus(status: number): ErrorCode {
  if (status === 0 || status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  const byStatus: Record<number, ErrorCode> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return byStatus[status] ?? 'BAD_REQUEST';
}

export interface ErrorBodyFields {
  message?: string;
  code?: ErrorCode;
  params?: ErrorParamValues;
  errors?: string[];
  errorIds?: (string | null)[];
}

/** Reads `message`, `code`, `params`, `errors` and `errorIds` from an API error body, tolerating anything else. */
export function readErrorBody(body: unknown): ErrorBodyFields {
  if (typeof body === 'string') return body.trim() ? { message: body.trim() } : {};
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  const code = isErrorCode(record.code) ? record.code : undefined;
  const params = readParams(record.params);
  const errors = Array.isArray(record.errors)
    ? record.errors.filter((item): item is string => typeof item === 'string')
    : undefined;
  const errorIds = Array.isArray(record.errorIds)
    ? record.errorIds.map((item) => (typeof item === 'string' ? item : null))
    : undefined;
  return { message, code, params, errors, errorIds };
}

function readParams(value: unknown): ErrorParamValues | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

// A message the client words itself carries its id in `params.id`, as the server's do, so translateError
// finds its wording by the id.
const CONNECTION_ERROR_ID: MessageId = 'server.connectionError';
const UNEXPECTED_ID: MessageId = 'server.unexpected';

/** No answer from the API (status 0) or a gateway's error without one of its bodies. */
export const connectionError = (status = 0): ApiError =>
  new ApiError({
    status,
    kind: 'CONNECTION_ERROR',
    message: GENERIC_MESSAGES.connectionError,
    params: { id: CONNECTION_ERROR_ID },
  });

/** A call that failed with nothing to say: 'An unexpected error occurred'. */
export const unexpectedError = (status = 0): ApiError =>
  new ApiError({
    status,
    kind: 'CUSTOM_ERROR',
    message: GENERIC_MESSAGES.unexpected,
    params: { id: UNEXPECTED_ID },
  });

/**
 * Maps a failed response to an ApiError, except for the token refresh, which the client tries first
 * (see `api-client.ts`). The code ACCOUNT_DISABLED is a dead account; any other 401 is UNAUTHORIZED (the
 * session may be renewed); a gateway error with no API body means the API is not reachable.
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const { message, code, params, errors, errorIds } = readErrorBody(body);
  if (code === 'ACCOUNT_DISABLED') {
    return new ApiError({
      status,
      kind: 'ACCOUNT_DISABLED',
      code,
      message: GUARD_MESSAGES.accountDisabled,
      errors,
      errorIds,
    });
  }
  if (status === 401) {
    return new ApiError({
      status,
      kind: 'UNAUTHORIZED',
      code,
      params,
      message: message ?? GENERIC_MESSAGES.unauthorized,
      errors,
      errorIds,
    });
  }
  if ((status === 502 || status === 503 || status === 504) && message === undefined) {
    return connectionError(status);
  }
  return new ApiError({
    status,
    kind: 'CUSTOM_ERROR',
    code,
    params: message === undefined ? { ...params, id: UNEXPECTED_ID } : params,
    message: message ?? GENERIC_MESSAGES.unexpected,
    errors,
    errorIds,
  });
}

/** A fetch that never reached the server: 'Failed to fetch' (Chromium), 'NetworkError…' (Firefox), 'Load failed' (Safari). */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error instanceof TypeError || /failed to fetch|network ?error|load failed/i.test(error.message);
}

/**
 * The generic rule of section 8: a string, the server's message, the error's message, or a fallback;
 * an API error in the reader's language by its code (translateError).
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (isApiError(error)) return translateError(error, fallback);
  if (error instanceof Error && error.message.trim()) return error.message;
  return translateError(readErrorBody(error), fallback);
}

/**
 * The server's own message when it answered with one, else `fallback` (already in the reader's language):
 * for the spec's "'Failed to …' (server message if present)". No answer at all, a gateway error and an
 * answer without a message all get the fallback.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const answered =
    isApiError(error) && error.status > 0 && error.kind !== 'CONNECTION_ERROR' && !saysNothing(error);
  return answered ? translateError(error) : fallback;
}

/**
 * True when a failed call carries no message of its own: the client's 'An unexpected error occurred',
 * recognised by its id (`params.id`), not by its words.
 */
export const saysNothing = (error: ApiError): boolean => error.params?.id === UNEXPECTED_ID;

/** True when the call failed with this stable code of the API. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  isApiError(error) && error.code === code;

/**
 * The seconds until another one-time code may be sent, when the refusal is the resend cooldown
 * (OTP_RESEND_WAIT carries them as `params.seconds`); null for any other failure.
 */
export function resendWaitSeconds(error: unknown): number | null {
  if (!hasErrorCode(error, 'OTP_RESEND_WAIT')) return null;
  const seconds = error.params?.seconds;
  return typeof seconds === 'number' ? seconds : null;
}
