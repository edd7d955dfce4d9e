/**
 * The stable, machine-readable code of every error body the API sends, without the schemas of their params
 * (error-codes.ts), so the browser's first screen can tell codes apart without loading zod.
 * Never rename or reuse a code: browsers running an older bundle still read it. A new code goes here and in
 * ERROR_CODE_PARAMS; the compiler refuses one without the other.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'VALIDATION_FAILED',
  'ROUTE_NOT_FOUND',
  'INVALID_JSON',
  'UNREADABLE_UPLOAD',
  'UNSTORABLE_TEXT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'ACCOUNT_NOT_VERIFIED',
  'ACCOUNT_ALREADY_VERIFIED',
  'SESSION_EXPIRED',
  'INCORRECT_SUPERADMIN_PASSWORD',
  'SUPERADMIN_PASSWORD_REQUIRED',
  'OTP_INVALID',
  'OTP_WRONG',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RESEND_WAIT',
  'RESET_TOKEN_INVALID',
  'EMAIL_UNAVAILABLE',
  'EMAIL_TAKEN',
  'REPORT_NOT_OPEN',
  'OWN_POSTS_ONLY',
  'UNSUPPORTED_FILES',
  'ALERT_COOLDOWN',
  'REPORT_STATUS_FINAL',
  'IMPORT_INVALID_FILE',
  'IMPORT_DATE_ORDER_NEEDED',
  'RECOMMENDATION_ROLE_NOT_ALLOWED',
  'REPORTS_NOT_IN_CLUSTER',
  'REPORTS_NOT_IN_SUB_CLUSTER',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
