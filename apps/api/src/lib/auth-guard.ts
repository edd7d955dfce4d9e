import { API_MESSAGES, GENERIC_MESSAGES, type Role } from '@dengue/core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { findAccountById } from '../modules/accounts/accounts.repository.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { Actor } from './request-context.ts';
import { verifyAccessToken } from './tokens.ts';

/** Statuses that end access at once, whatever tokens the account still holds. */
const LOCKED_STATUSES = new Set(['disabled', 'banned', 'deleted']);

/**
 * Resolves the bearer token to a live account. The account row is read on every call, so a disabled,
 * banned or deleted account is refused immediately rather than when its token expires.
 */
export async function resolveActor(
  request: FastifyRequest,
  db: Db,
  secret: string,
): Promise<Actor | undefined> {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  const claims = token ? await verifyAccessToken(token, secret) : undefined;
  if (!claims) throw unauthorized(API_MESSAGES.invalidRefreshToken, { code: 'SESSION_EXPIRED' });
  const account = await findAccountById(db, claims.sub);
  if (!account) throw unauthorized(API_MESSAGES.invalidRefreshToken, { code: 'SESSION_EXPIRED' });
  if (LOCKED_STATUSES.has(account.status))
    throw unauthorized(API_MESSAGES.accountDisabled, { code: 'ACCOUNT_DISABLED' });
  return { id: account.id, role: account.role, email: account.email, username: account.username };
}

export interface GuardOptions {
  db: Db;
  secret: string;
}

/** preHandler that attaches `request.actor` when a token is present; visitors pass through. */
export const optionalAuth =
  ({ db, secret }: GuardOptions) =>
  async (request: FastifyRequest) => {
    request.actor = await resolveActor(request, db, secret);
  };

/** preHandler that requires a signed-in account, optionally with one of the given roles. */
export const requireAuth =
  ({ db, secret }: GuardOptions, roles?: readonly Role[]) =>
  async (request: FastifyRequest) => {
    const actor = await resolveActor(request, db, secret);
    if (!actor) throw unauthorized(GENERIC_MESSAGES.unauthorized);
    if (roles && !roles.includes(actor.role)) throw forbidden(API_MESSAGES.forbidden);
    request.actor = actor;
  };
