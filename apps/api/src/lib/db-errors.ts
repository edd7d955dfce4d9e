/** Whether PostgreSQL answered with one of these SQLSTATE codes. Drizzle wraps driver errors, so the code may sit on `cause`. */
function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, ['23505']);

/**
 * Text PostgreSQL cannot hold (a NUL byte, bytes that are not UTF-8: 22021, 22P05). It can only come from
 * what was sent, so it is the sender's error (400), not the server's.
 */
export const isUnstorableText = (error: unknown): boolean => hasSqlState(error, ['22021', '22P05']);

/**
 * SQLSTATE classes that mean the server, not the query, failed: connection exceptions (08xxx), shutdowns
 * and start-ups (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** What the drivers say when there is no connection to ask: node-postgres, PGlite, the operating system. */
const UNAVAILABLE_TEXT =
  /connection terminated|connection refused|not queryable|pglite is closed|pool after calling end|timeout exceeded when trying to connect/i;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The database cannot be reached (lost mid-run, restarting, closed): the request itself was fine, so the
 * answer is 503 and the client may retry, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}
