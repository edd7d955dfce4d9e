import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-code-names.ts';

/**
 * The stable, machine-readable code of every error body the API sends. The browser decides what to do
 * (resend a code, start a countdown, end the session, retry an import) and picks the words to show by this
 * code and its `params`, never by reading the English `message`, so wording can change freely.
 *
 * A code names what went wrong, not the HTTP status: several codes share a status. Add a code when a client
 * needs to tell a case apart; otherwise the generic code of the category is enough. Never rename or reuse a
 * code: browsers running an older bundle still read it. The names live in error-code-names.ts (no zod, for
 * the browser's first screen); `satisfies Record<ErrorCode, ...>` below makes the two lists one.
 */
const seconds = z.number().int().nonnegative();

/** Each code with the schema of its `params` (null: the code carries none). */
export const ERROR_CODE_PARAMS = {
  // Generic codes, one per category: the default when a throw site names no specific code.
  BAD_REQUEST: null,
  UNAUTHORIZED: null,
  FORBIDDEN: null,
  NOT_FOUND: null,
  CONFLICT: null,
  PAYLOAD_TOO_LARGE: null,
  UNSUPPORTED_MEDIA_TYPE: null,
  RATE_LIMITED: z.object({ seconds, minutes: z.number().int().positive() }),
  INTERNAL: null,
  SERVICE_UNAVAILABLE: null,

  // Requests the framework refuses before a route runs.
  VALIDATION_FAILED: null,
  ROUTE_NOT_FOUND: null,
  INVALID_JSON: null,
  UNREADABLE_UPLOAD: null,
  UNSTORABLE_TEXT: null,

  // Sign-in, sessions and one-time codes.
  INVALID_CREDENTIALS: null,
  ACCOUNT_DISABLED: null,
  ACCOUNT_NOT_VERIFIED: null,
  ACCOUNT_ALREADY_VERIFIED: null,
  SESSION_EXPIRED: null,
  INCORRECT_SUPERADMIN_PASSWORD: null,
  SUPERADMIN_PASSWORD_REQUIRED: null,
  OTP_INVALID: null,
  /** A wrong verification code: how many tries the code has left (sign-up only; resets stay vague). */
  OTP_WRONG: z.object({ attemptsLeft: z.number().int().positive() }),
  OTP_EXPIRED: null,
  OTP_TOO_MANY_ATTEMPTS: null,
  OTP_RESEND_WAIT: z.object({ seconds }),
  RESET_TOKEN_INVALID: null,
  EMAIL_UNAVAILABLE: null,
  EMAIL_TAKEN: null,

  // Resources and their rules.
  REPORT_NOT_OPEN: null,
  OWN_POSTS_ONLY: null,
  UNSUPPORTED_FILES: z.object({ names: z.string() }),
  ALERT_COOLDOWN: z.object({ seconds }),
  REPORT_STATUS_FINAL: null,
  IMPORT_INVALID_FILE: null,
  /** The line list's dates read both day-first and month-first: the admin chooses the order. */
  IMPORT_DATE_ORDER_NEEDED: null,
  /** Admin wording of a recommendation asked by someone who is not staff (residents get resident wording). */
  RECOMMENDATION_ROLE_NOT_ALLOWED: null,
  /** A cluster call named reports that are not (or no longer) members of the cluster or sub-cluster. */
  REPORTS_NOT_IN_CLUSTER: z.object({ count: z.number().int().positive() }),
  REPORTS_NOT_IN_SUB_CLUSTER: z.object({ count: z.number().int().positive() }),
} as const satisfies Record<ErrorCode, z.ZodType | null>;

/** `params` of one code: its schema's type, or undefined for a code without params. */
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_CODE_PARAMS)[C] extends z.ZodType
  ? z.infer<(typeof ERROR_CODE_PARAMS)[C]>
  : undefined;

/**
 * The body of every error answer. `message` is the English text (shown when the browser has no wording of
 * its own for the code); `errors` lists several problems (every failed field of a form) when they apply.
 * When `message` is one of core's fixed messages, `params.id` is its message id (message-ids.ts), whatever
 * the code, and `errorIds` gives the id of each entry of `errors` (null where core has none): the browser
 * translates by these ids, never by the English. Some answers add fields of their own beside these (a CSV
 * header check adds what it found).
 */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    errors: z.array(z.string()).optional(),
    errorIds: z.array(z.string().nullable()).optional(),
  })
  .loose();
export type ErrorBody = z.infer<typeof errorBodySchema>;
