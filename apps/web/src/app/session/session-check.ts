import type { Role } from '@dengue/core';
import type { MessageKey } from '../../i18n/catalogue';
import { isTokenExpired, readTokenClaims } from '../../lib/jwt';
import type { SessionState } from '../../lib/session';

/**
 * What a guarded area decides about the current session (resident section 6, admin section 6):
 * let it in, renew the access token first, or send the person to /login with one of four messages.
 */
export type SessionVerdict =
  | { kind: 'ok' }
  | { kind: 'refresh' }
  | { kind: 'denied'; reason: DeniedReason; messageKey: MessageKey };

export type DeniedReason = 'loginRequired' | 'sessionExpired' | 'invalidSession' | 'noPermission';

/** The guard's message of each reason (core's GUARD_MESSAGES, by catalogue key). */
const DENIED_KEYS: Record<DeniedReason, MessageKey> = {
  loginRequired: 'auth.guardLoginRequired',
  sessionExpired: 'auth.guardSessionExpired',
  invalidSession: 'auth.guardInvalidSession',
  noPermission: 'auth.guardNoPermission',
};

const denied = (reason: DeniedReason): SessionVerdict => ({
  kind: 'denied',
  reason,
  messageKey: DENIED_KEYS[reason],
});

export function checkSession(
  session: Pick<SessionState, 'user' | 'token' | 'refreshToken'>,
  role: Role,
  now: number = Date.now(),
): SessionVerdict {
  const { user, token, refreshToken } = session;
  if (!user || !token) return denied('loginRequired');
  const claims = readTokenClaims(token);
  if (!claims) return denied('invalidSession');
  // An access token lives 15 minutes; a stored refresh token renews it before the verdict is final.
  if (isTokenExpired(token, now)) return refreshToken ? { kind: 'refresh' } : denied('sessionExpired');
  if (claims.role !== user.role) return denied('invalidSession');
  if (user.role !== role) return denied('noPermission');
  return { kind: 'ok' };
}
