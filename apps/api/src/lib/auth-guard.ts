import { API_MESSAGES, GENERIC_MESSAGES, type ResidentWrite, type Role } from '@dengue/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';
import { readDataVersion } from './data-versions.ts';
import { forbidden, unauthorized } from './errors.ts';
import { rolesFor } from './policy.ts';
import type { Actor } from './request-context.ts';
import { enforceResidentWrite } from './resident-write-limits.ts';
import { verifyAccessToken } from './tokens.ts';
import { perOwner, sharedRead, VersionedCache } from './versioned-cache.ts';

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

type ActorAccount = Awaited<ReturnType<typeof findActorAccount>>;

/**
 * The `accounts` version (migration 0016) moves at the commit of any change to an account's role, e-mail,
 * username or status, or its deletion, on any instance. Under load one version read serves every request that
 * arrives while it runs, where each request used to read its account. Never answered from the last value:
 * a ban must hold at the next request, also on the embedded database.
 */
const accountsVersion = sharedRead(
  async (db: Db): Promise<string> => String(await readDataVersion(db, 'accounts')),
  { patient: false },
);

/** Signed-in accounts kept per database; an entry is a few hundred bytes. */
const actorAccounts = perOwner<Db, VersionedCache<ActorAccount>>(() => new VersionedCache(10_000));

/** The account as of the current `accounts` version: read again only after an account changed. */
async function currentAccount(db: Db, id: string): Promise<ActorAccount> {
  const version = await accountsVersion(db);
  return actorAccounts(db).get(id, version, () => findActorAccount(db, id));
}

/**
 * Resolves the bearer token to a live account. The account is checked on every call (a version read, and a
 * row read after any account changed), so a disabled, banned or deleted account is refused at its next
 * request rather than when its token expires.
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
  const account = await currentAccount(db, claims.sub);
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
