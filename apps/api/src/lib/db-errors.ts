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
