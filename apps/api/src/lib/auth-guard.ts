import { API_MESSAGES, GENERIC_MESSAGES, type ResidentWrite, type Role } from '@dengue/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { forbidden, unauthorized } from './errors.ts';
import { rolesFor } from './policy.ts';
import type { Actor } from './request-context.ts';
import { enforceResidentWrite } from './resident-write-limits.ts';
import { verifyAccessToken } from './tokens.ts';

/** Statuses that end access at once, whatever tokens the account still holds. */
const LOCKED_STATUSES = new Set(['disabled', 'banned', 'deleted']);

/** The columns a guard needs; read here rather than through the accounts module (lib imports no module). */
async function findActorAccount(db: Db, id: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      email: accounts.email,
      username: accounts.username,
      status: accounts.status,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

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
  const account = await findActorAccount(db, claims.sub);
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

/**
 * preHandler for what only residents (role user) may do: vote, comment, report. Visitors and other roles get
 * the spec's own words (e.g. 'Please log in to vote' and 'Only regular users can vote'). With `limit`, the
 * account's writes of that kind are counted and refused with 429 past `RESIDENT_WRITE_LIMITS` (before any
 * upload is read).
 */
export const residentOnly =
  (
    guard: GuardOptions,
    messages: { visitor: string; otherRole: string },
    roles: readonly Role[] = rolesFor('report', 'create'),
    limit?: { action: ResidentWrite; scale: number },
  ) =>
  async (request: FastifyRequest) => {
    const actor = await resolveActor(request, guard.db, guard.secret);
    if (!actor) throw unauthorized(messages.visitor);
    if (!roles.includes(actor.role)) throw forbidden(messages.otherRole);
    if (limit) await enforceResidentWrite(guard.db, limit.action, actor.id, limit.scale);
    request.actor = actor;
  };
