import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import { randomToken, sha256, signAccessToken } from '../../lib/tokens.ts';
import type { AccountRow } from '../accounts/accounts.repository.ts';
import { findSessionByHash, insertSession, markRotated, revokeFamily } from './sessions.repository.ts';

/** A refresh token lives 30 days; each use replaces it. */
const REFRESH_DAYS = 30;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

async function issue(
  db: Db,
  secret: string,
  account: AccountRow,
  familyId: string,
  meta: RequestMeta,
): Promise<TokenPair> {
  const refreshToken = randomToken();
  await insertSession(db, {
    accountId: account.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_DAYS * 86_400_000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
  });
  const accessToken = await signAccessToken({ sub: account.id, role: account.role }, secret);
  return { accessToken, refreshToken };
}

/** A new session family at login. */
export const startSession = (db: Db, secret: string, account: AccountRow, meta: RequestMeta) =>
  issue(db, secret, account, randomUUID(), meta);

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it was copied: the whole
 * family is revoked, so neither the thief nor the owner can continue without logging in again.
 */
export async function rotateSession(
  db: Db,
  secret: string,
  refreshToken: string,
  loadAccount: (id: string) => Promise<AccountRow | undefined>,
  meta: RequestMeta,
): Promise<TokenPair> {
  const session = await findSessionByHash(db, sha256(refreshToken));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
    throw unauthorized(API_MESSAGES.invalidRefreshToken, { code: 'SESSION_EXPIRED' });
  }
  if (session.rotatedAt || !(await markRotated(db, session.id))) {
    await revokeFamily(db, session.familyId);
    throw unauthorized(API_MESSAGES.invalidRefreshToken, { code: 'SESSION_EXPIRED' });
  }
  const account = await loadAccount(session.accountId);
  if (account?.status !== 'active') {
    await revokeFamily(db, session.familyId);
    throw account
      ? unauthorized(API_MESSAGES.accountDisabled, { code: 'ACCOUNT_DISABLED' })
      : unauthorized(API_MESSAGES.invalidRefreshToken, { code: 'SESSION_EXPIRED' });
  }
  return issue(db, secret, account, session.familyId, meta);
}

/** Logout: the presented token's family ends. Unknown tokens are ignored (logout always succeeds). */
export async function endSession(db: Db, refreshToken: string): Promise<void> {
  const session = await findSessionByHash(db, sha256(refreshToken));
  if (session) await revokeFamily(db, session.familyId);
}
