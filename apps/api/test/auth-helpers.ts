import { randomBytes } from 'node:crypto';
import type { AccountStatus, OtpPurpose, Role } from '@dengue/core';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { accounts, auditLog, devOutbox, oneTimeCodes, rateLimitCounters } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/http.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { hashCode, signAccessToken } from '../src/lib/tokens.ts';
import { createTestApp } from './test-app.ts';

/**
 * Helpers of the accounts-and-sessions suite. `createAuthTestApp` is `createTestApp` plus the JWT secret,
 * so tests can sign tokens (e.g. an expired one) and plant one-time codes hashed the way the server does.
 */
export interface AuthTestApp {
  app: App;
  database: Database;
  db: Db;
  config: Config;
  secret: string;
  close(): Promise<void>;
}

export async function createAuthTestApp(
  env: Record<string, string> = {},
  options: { mailer?: Mailer; logger?: boolean | object; pushAgent?: import('node:https').Agent } = {},
): Promise<AuthTestApp> {
  const t = await createTestApp(env, { ...options, dataDirPrefix: 'dengue-auth-test-' });
  return { ...t, db: t.database.db, secret: t.jwtSecret };
}

let ipCounter = 0;
/** A new client address for every call, so per-IP limits only bite where a test means them to. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let uniqueCounter = 0;
export const uniqueEmail = (prefix = 'person'): string => {
  uniqueCounter += 1;
  return `${prefix}.${uniqueCounter}.${randomBytes(3).toString('hex')}@example.com`;
};

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are checked field by field in the tests.
export type Json = any;

export interface CallOptions {
  token?: string;
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
  /** A raw payload (multipart); `body` is ignored then. */
  payload?: Buffer;
}

export interface CallResult {
  status: number;
  body: Json;
}

/** One request to /api/v1 through `app.inject`, from a fresh IP unless one is given. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.ip ?? freshIp(),
    headers,
    ...(options.payload
      ? { payload: options.payload }
      : options.body !== undefined
        ? { payload: options.body as object }
        : {}),
  });
  let body: Json;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body };
}

/** The password of every fixture account: it meets both the sign-up and the strong rules. */
export const PASSWORD = 'Mosquit0!Net';
let defaultHash: Promise<string> | undefined;

export interface Fixture {
  id: string;
  email: string;
  username: string;
  password: string;
  role: Role;
  status: AccountStatus;
}

/** Inserts an account directly (fast: the default password is hashed once per file). */
export async function insertAccount(
  db: Db,
  values: {
    role?: Role;
    status?: AccountStatus;
    email?: string;
    username?: string;
    password?: string;
    verified?: boolean;
  } = {},
): Promise<Fixture> {
  const role = values.role ?? 'user';
  const status = values.status ?? 'active';
  const password = values.password ?? PASSWORD;
  defaultHash ??= hashPassword(PASSWORD);
  const passwordHash = password === PASSWORD ? await defaultHash : await hashPassword(password);
  const email = values.email ?? uniqueEmail(role);
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      username: values.username ?? `${role}-${email.split('@')[0]!.replace(/\d/g, '')}`,
      passwordHash,
      role,
      status,
      verified: values.verified ?? (status !== 'unverified' && status !== 'pending'),
      deletedAt: status === 'deleted' ? new Date() : null,
    })
    .returning();
  return { id: row!.id, email: row!.email, username: row!.username, password, role, status };
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: Json;
}

/** Logs in through the real endpoint and fails loudly if that does not work. */
export async function login(app: App, email: string, password = PASSWORD, ip = freshIp()): Promise<Session> {
  const res = await call(app, 'POST', '/auth/login', { body: { email, password }, ip });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${res.body.message}`);
  return res.body;
}

/** An access token signed like the server's, without a login (no argon2, no rate limit). */
export const tokenFor = (secret: string, account: { id: string; role: Role }) =>
  signAccessToken({ sub: account.id, role: account.role }, secret);

/** Decodes a JWT's payload without checking it. */
export const jwtPayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

/** Stores a code as `issueCode` would, so a test knows it without reading mail. */
export async function plantCode(
  db: Db,
  secret: string,
  accountId: string,
  purpose: OtpPurpose,
  code = '4821',
): Promise<string> {
  await db.insert(oneTimeCodes).values({
    accountId,
    purpose,
    codeHash: hashCode(code, secret),
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return code;
}

/** All codes of an account, newest first. */
export const codesOf = (db: Db, accountId: string, purpose?: OtpPurpose) =>
  db
    .select()
    .from(oneTimeCodes)
    .where(
      purpose
        ? and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose))
        : eq(oneTimeCodes.accountId, accountId),
    )
    .orderBy(desc(oneTimeCodes.createdAt));

/** Moves the codes of an account `seconds` into the past (creation and expiry): time passes, no sleeping. */
export async function ageCodes(db: Db, accountId: string, seconds: number): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({
      createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${oneTimeCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(oneTimeCodes.accountId, accountId));
  // The per-address wait between codes passes with them.
  const [account] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  await db
    .update(rateLimitCounters)
    .set({ resetAt: sql`${rateLimitCounters.resetAt} - make_interval(secs => ${seconds})` })
    .where(like(rateLimitCounters.key, `code-cooldown:%:${account?.email ?? ''}`));
}

/** The messages the dev outbox holds for an address, newest first. */
export const outboxFor = (db: Db, email: string) =>
  db.select().from(devOutbox).where(eq(devOutbox.to, email)).orderBy(desc(devOutbox.createdAt));

/** The 4-digit code of the newest message to `email` (the code stands alone on its line). */
export async function latestMailedCode(db: Db, email: string): Promise<string> {
  const [mail] = await outboxFor(db, email);
  const code = mail?.text.match(/^(\d{4})$/m)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** Forgets every rate-limit counter (as if the windows had passed). */
export async function resetRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitCounters);
}

export const auditRowsFor = (db: Db, targetId: string) =>
  db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

export const accountRow = async (db: Db, id: string) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----auth-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One audit entry of `action` on the account: actor, target, IP, and a time of just now. */
export async function expectAuditEntry(
  db: Db,
  entry: { targetId: string; action: string; ip: string; actorId: string },
): Promise<void> {
  const row = (await auditRowsFor(db, entry.targetId)).find((r) => r.action === entry.action);
  expect(row, `audit entry ${entry.action}`).toBeDefined();
  expect(row).toMatchObject({
    actorId: entry.actorId,
    targetType: 'account',
    targetId: entry.targetId,
    ip: entry.ip,
  });
  expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
}

/**
 * A view of `db` whose transactions wait at their start until `release()`: a test can let another request
 * commit in between and so play a race in a fixed order. `arrived` resolves when the first one is waiting.
 */
export function gatedTransactions(db: Db): { db: Db; arrived: Promise<void>; release: () => void } {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gated = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return async (...args: Parameters<Db['transaction']>) => {
        arrive();
        await gate;
        return target.transaction(...args);
      };
    },
  });
  return { db: gated, arrived, release };
}

/** A mailer that sends nothing, for calling services directly. */
export const noMail: Mailer = { kind: 'dev-outbox', send: async () => {} };

/**
 * A view of `db` whose inserts into `table` wait before they run until `release()` (the insert builder
 * chain is passed through; only awaiting it is held back). `arrived` resolves when the first one waits.
 */
export function gatedInserts(
  db: Db,
  table: unknown,
): { db: Db; arrived: Promise<void>; release: () => void } {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === 'then') {
          return (onFulfilled: (v: unknown) => unknown, onRejected: (e: unknown) => unknown) => {
            arrive();
            return gate.then(() =>
              (value as PromiseLike<unknown>['then']).call(target, onFulfilled, onRejected),
            );
          };
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result && typeof result === 'object' ? hold(result) : result;
        };
      },
    });
  const gated = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'insert') return Reflect.get(target, prop, receiver);
      return (into: Parameters<Db['insert']>[0]) =>
        into === table ? hold(target.insert(into)) : target.insert(into);
    },
  });
  return { db: gated, arrived, release };
}

/** The HTTP status a service call would have produced: 2xx as given, AppErrors as theirs, anything else 500. */
export const statusOf = (outcome: unknown, success: number): number =>
  outcome === undefined ? success : ((outcome as { statusCode?: number }).statusCode ?? 500);

/** A short description of a service outcome for assertion messages (the database error code, if any). */
export const describeOutcome = (outcome: unknown): string => {
  if (outcome === undefined) return 'success';
  const error = outcome as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  return error.cause
    ? `${error.name} caused by ${error.cause.code ?? ''} ${error.cause.message ?? ''}`
    : `${error.name}: ${error.message}`;
};

/**
 * One `createAuthTestApp` for the whole file: registers the `beforeAll`/`afterAll` hooks (and, with
 * `resetRateLimits`, a `beforeEach` that clears the counters) and hands back a stand-in that reads
 * through to the app once it is up.
 */
export function useAuthTestApp(options: { resetRateLimits?: boolean } = {}): AuthTestApp {
  let current: AuthTestApp | undefined;
  const ready = (): AuthTestApp => {
    if (!current) throw new Error('the test app is not up yet (use it inside a hook or a test)');
    return current;
  };
  beforeAll(async () => {
    current = await createAuthTestApp();
  });
  afterAll(() => current?.close());
  if (options.resetRateLimits) beforeEach(() => resetRateLimits(ready().db));
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get db() {
      return ready().db;
    },
    get config() {
      return ready().config;
    },
    get secret() {
      return ready().secret;
    },
    close: () => ready().close(),
  };
}

export interface SuperadminSuite {
  t: AuthTestApp;
  /** The signed-in superadmin, and a second one. */
  readonly boss: Fixture;
  readonly otherBoss: Fixture;
  /** One account of every role and status, by name. */
  fx: Record<string, Fixture>;
  /** A call as `boss`. */
  as(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    ip?: string,
  ): Promise<CallResult>;
  idsOf(res: { body: { accounts: { _id: string }[] } }): string[];
  /** `null` leaves the password out. */
  toggle(id: string, status: string, superadminPassword?: string | null, ip?: string): Promise<CallResult>;
  expectAudit(targetId: string, action: string, ip: string, actorId?: string): Promise<void>;
}

/** The superadmin account suites: an app, two superadmins (the first signed in) and the `fx` accounts. */
export function useSuperadminSuite(): SuperadminSuite {
  const t = useAuthTestApp();
  let boss: Fixture | undefined;
  let otherBoss: Fixture | undefined;
  let token = '';
  const fx: Record<string, Fixture> = {};
  beforeAll(async () => {
    boss = await insertAccount(t.db, { role: 'superadmin' });
    otherBoss = await insertAccount(t.db, { role: 'superadmin' });
    token = (await login(t.app, boss.email)).accessToken;
    for (const [name, role, status] of [
      ['activeUser', 'user', 'active'],
      ['bannedUser', 'user', 'banned'],
      ['unverifiedUser', 'user', 'unverified'],
      ['deletedUser', 'user', 'deleted'],
      ['activeAdmin', 'admin', 'active'],
      ['pendingAdmin', 'admin', 'pending'],
      ['disabledAdmin', 'admin', 'disabled'],
      ['deletedAdmin', 'admin', 'deleted'],
    ] as const) {
      fx[name] = await insertAccount(t.db, { role, status });
    }
  });
  beforeEach(() => resetRateLimits(t.db));

  const fixture = (account: Fixture | undefined): Fixture => {
    if (!account) throw new Error('the superadmin fixtures are not in yet');
    return account;
  };
  const as: SuperadminSuite['as'] = (method, url, body, ip) => call(t.app, method, url, { token, body, ip });
  return {
    t,
    get boss() {
      return fixture(boss);
    },
    get otherBoss() {
      return fixture(otherBoss);
    },
    fx,
    as,
    idsOf: (res) => res.body.accounts.map((a) => a._id).sort(),
    toggle: (id, status, superadminPassword = PASSWORD, ip) =>
      as(
        'PATCH',
        `/accounts/${id}/toggle-status`,
        { status, superadminPassword: superadminPassword ?? undefined },
        ip,
      ),
    expectAudit: (targetId, action, ip, actorId = fixture(boss).id) =>
      expectAuditEntry(t.db, { targetId, action, ip, actorId }),
  };
}
