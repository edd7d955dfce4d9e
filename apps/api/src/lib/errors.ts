import { API_MESSAGES, type ErrorCode, type ErrorParams } from '@dengue/core';

/** Categories of failure; the error handler maps each to one HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCategory = keyof typeof ERROR_STATUS;

/** The code an error gets when its throw site names none: the generic code of its category. */
export const DEFAULT_CODE: Record<ErrorCategory, ErrorCode> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/** A specific code with its params (omitted for codes that carry none). */
export type CodeWithParams = {
  [C in ErrorCode]: ErrorParams<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: ErrorParams<C> };
}[ErrorCode];

export type AppErrorOptions = {
  errors?: string[];
  /** Extra fields of the body beside message and code (a header check's findings). */
  details?: Record<string, unknown>;
} & (CodeWithParams | { code?: undefined; params?: undefined });

/**
 * The one error type services throw. `message` is what a person reads (English); `code` is what a client
 * decides on and translates by; `errors` lists several problems.
 */
export class AppError extends Error {
  readonly category: ErrorCategory;
  readonly code: ErrorCode;
  readonly params: Record<string, string | number> | undefined;
  readonly errors: string[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(category: ErrorCategory, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.category = category;
    this.code = options.code ?? DEFAULT_CODE[category];
    this.params = options.params;
    this.errors = options.errors;
    this.details = options.details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.category];
  }
}

/** Each helper takes an optional specific code: `badRequest(text, errors, { code: 'OTP_INVALID' })`. */
export const badRequest = (message: string, errors?: string[], specific?: CodeWithParams) =>
  new AppError('BAD_REQUEST', message, { errors, ...specific });
export const notFound = (message: string, specific?: CodeWithParams) =>
  new AppError('NOT_FOUND', message, { ...specific });
export const unauthorized = (message: string, specific?: CodeWithParams) =>
  new AppError('UNAUTHORIZED', message, { ...specific });
export const forbidden = (message: string, specific?: CodeWithParams) =>
  new AppError('FORBIDDEN', message, { ...specific });
export const conflict = (message: string, specific?: CodeWithParams) =>
  new AppError('CONFLICT', message, { ...specific });

/** Generic text for every 5xx answer: internals stay in the log. */
export const INTERNAL_ERROR_MESSAGE = API_MESSAGES.internal;

/** Answer while the database cannot be reached: nothing the person did, and worth a retry. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
