/** Error codes the services raise; the error handler maps each to one HTTP status. */
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

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw. `message` is what a person reads; `errors` lists several problems. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: string[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: string[]; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.details = options.details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, errors?: string[]) =>
  new AppError('BAD_REQUEST', message, { errors });
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Generic text for every 5xx answer: internals stay in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Answer while the database cannot be reached: nothing the person did, and worth a retry. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
