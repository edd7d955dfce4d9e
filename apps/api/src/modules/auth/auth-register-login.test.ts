import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, API_MESSAGES, SIGNUP_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  accountRow,
  call,
  createAuthTestApp,
  describeOutcome,
  type Fixture,
  freshIp,
  gatedInserts,
  insertAccount,
  jwtPayload,
  login,
  noMail,
  outboxFor,
  PASSWORD,
  statusOf,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import { accounts, refreshSessions } from '../../db/schema/index.ts';
import { register as registerAccount } from './auth.service.ts';

let t: AuthTestApp;
const register = (body: Record<string, unknown>) => call(t.app, 'POST', '/auth/register', { body });
const signUp = (email: string, password = 'dengue2024', extra: Record<string, unknown> = {}) =>
  register({ email, username: 'Juan', password, confirmPassword: password, ...extra });

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

describe('POST /auth/register: the sign-up password rules', () => {
  it('lists both rules when the password is short and has no digit', async () => {
    const res = await signUp(uniqueEmail(), 'abc');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([SIGNUP_MESSAGES.passwordTooShort, SIGNUP_MESSAGES.passwordNeedsNumber]);
  });

  it.each([
    ['eight letters, no digit', 'abcdefgh', [SIGNUP_MESSAGES.passwordNeedsNumber]],
    ['a digit but 7 characters', 'abcdef1', [SIGNUP_MESSAGES.passwordTooShort]],
  ])('refuses %s with exactly its rule', async (_label, password, errors) => {
    const res = await signUp(uniqueEmail(), password);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(errors[0]);
    expect(res.body.errors).toEqual(errors);
  });

  it('refuses a confirmation that differs: "Passwords do not match"', async () => {
    const res = await signUp(uniqueEmail(), 'dengue2024', { confirmPassword: 'dengue2025' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SIGNUP_MESSAGES.passwordsDoNotMatch);
  });

  it.each(['admin', 'superadmin'])('refuses role %s: sign-up creates residents only', async (role) => {
    const email = uniqueEmail();
    const res = await signUp(email, 'dengue2024', { role });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.userRole);
    expect(await outboxFor(t.db, email)).toHaveLength(0);
  });

  it('accepts 8 characters with a digit (the strong rules do not apply to sign-up)', async () => {
    expect((await signUp(uniqueEmail(), 'dengue24')).status).toBe(201);
  });
});

describe('POST /auth/register: the stored account', () => {
  it('creates an unverified resident, lower-cases the e-mail and mails a code', async () => {
    const email = uniqueEmail('Mixed.Case').replace('@example.com', '@Example.COM');
    const res = await signUp(email, 'dengue2024', { role: 'user' });
    expect(res.status).toBe(201);
    expect(res.body.email).toBe(email.toLowerCase());
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, res.body.email));
    expect(row).toMatchObject({ role: 'user', status: 'unverified', verified: false });
    expect(await outboxFor(t.db, email.toLowerCase())).toHaveLength(1);
  });

  it('stores an argon2id hash (OWASP floor: 19 MiB, 2 passes), never the password itself', async () => {
    const password = `plain${randomBytes(4).toString('hex')}9`;
    const res = await signUp(uniqueEmail(), password);
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, res.body.email));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.passwordHash);
    expect(Number(params?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(params?.[2])).toBeGreaterThanOrEqual(2);
    expect(row!.passwordHash).not.toContain(password);
  });
});

describe('POST /auth/register: one live account per e-mail', () => {
  const duplicate = 'An active account with this email already exists';

  it('answers 409 with the exact message, whatever the capitals', async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(201);
    for (const again of [email, email.toUpperCase(), `  ${email}  `]) {
      const res = await signUp(again);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(duplicate);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.duplicateEmail);
    }
  });

  it('refuses the e-mail of an admin or a banned account too', async () => {
    for (const owner of [
      await insertAccount(t.db, { role: 'admin' }),
      await insertAccount(t.db, { status: 'banned' }),
    ]) {
      const res = await signUp(owner.email);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(duplicate);
    }
  });

  it('allows the e-mail of a deleted (archived) account: the rule is about live accounts', async () => {
    const gone = await insertAccount(t.db, { status: 'deleted' });
    expect((await signUp(gone.email)).status).toBe(201);
  });

  it('answers 409, not 500, when the same e-mail signed up while this sign-up was under way', async () => {
    const email = uniqueEmail('race');
    const gated = gatedInserts(t.db, accounts);
    const meta = { actor: undefined, ip: freshIp(), userAgent: undefined };
    const body = { email, username: 'Juan', password: 'dengue2024' };
    // The first sign-up has passed the duplicate check and waits before its insert ...
    const first = registerAccount({ db: gated.db, mailer: noMail, secret: t.secret }, body, meta).then(
      () => undefined,
      (error: unknown) => error,
    );
    await Promise.race([gated.arrived, first]);
    // ... while a second one with the same e-mail completes.
    const second = await signUp(email.toUpperCase());
    gated.release();
    const outcome = await first;
    expect([statusOf(outcome, 201), second.status].sort(), describeOutcome(outcome)).toEqual([201, 409]);
    const refused = second.status === 409 ? second.body : outcome;
    expect((refused as { message: string }).message).toBe(duplicate);
  });
});

describe('POST /auth/login', () => {
  let resident: Fixture;
  beforeAll(async () => {
    resident = await insertAccount(t.db);
  });

  it('answers {user, accessToken, refreshToken} and accepts any capitals in the e-mail', async () => {
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: resident.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    expect(res.body.user).toEqual({
      _id: resident.id,
      username: resident.username,
      name: resident.username,
      email: resident.email,
      role: 'user',
      profilePhotoUrl: null,
    });
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.refreshToken.split('.')).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown e-mail alike, revealing neither', async () => {
    const wrong = await call(t.app, 'POST', '/auth/login', {
      body: { email: resident.email, password: 'Wrong-pass1' },
    });
    const unknown = await call(t.app, 'POST', '/auth/login', {
      body: { email: uniqueEmail('nobody'), password: PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: API_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it.each(['unverified', 'pending'] as const)(
    'refuses a %s account with 403 "not been verified"',
    async (status) => {
      const account = await insertAccount(t.db, { role: status === 'pending' ? 'admin' : 'user', status });
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: account.email, password: PASSWORD },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('not been verified');
      expect(res.body.message).toBe(API_MESSAGES.notVerified);
      expect(res.body.accessToken).toBeUndefined();
    },
  );

  it.each(['banned', 'disabled', 'deleted'] as const)(
    'refuses a %s account with 401 "account disabled" and opens no session',
    async (status) => {
      const account = await insertAccount(t.db, { role: status === 'disabled' ? 'admin' : 'user', status });
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: account.email, password: PASSWORD },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toContain('account disabled');
      expect(res.body.message).toBe(API_MESSAGES.accountDisabled);
      const sessions = await t.db
        .select()
        .from(refreshSessions)
        .where(eq(refreshSessions.accountId, account.id));
      expect(sessions).toHaveLength(0);
    },
  );

  it('with role superadmin, refuses a non-superadmin: "Incorrect super admin password."', async () => {
    const admin = await insertAccount(t.db, { role: 'admin' });
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: admin.email, password: PASSWORD, role: 'superadmin' },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Incorrect super admin password.');
    const boss = await insertAccount(t.db, { role: 'superadmin' });
    const ok = await call(t.app, 'POST', '/auth/login', {
      body: { email: boss.email, password: PASSWORD, role: 'superadmin' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.role).toBe('superadmin');
  });
});

describe('the access token', () => {
  it('is a 15-minute HS256 JWT carrying sub, role and exp', async () => {
    for (const role of ['user', 'admin', 'superadmin'] as const) {
      const account = await insertAccount(t.db, { role });
      const before = Math.floor(Date.now() / 1000);
      const { accessToken } = await login(t.app, account.email);
      const header = JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString());
      expect(header.alg).toBe('HS256');
      const claims = jwtPayload(accessToken);
      expect(claims).toMatchObject({ sub: account.id, role });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
      expect(Number(claims.exp)).toBeGreaterThanOrEqual(before + 900);
      expect(Number(claims.exp)).toBeLessThanOrEqual(before + 902);
      expect(claims).not.toHaveProperty('email');
    }
  });

  it('is accepted by GET /auth/me', async () => {
    const account = await insertAccount(t.db);
    const { accessToken } = await login(t.app, account.email);
    const me = await call(t.app, 'GET', '/auth/me', { token: accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: account.id, role: 'user' });
  });

  it('is refused with 401 when signed with another secret, expired, tampered or unsigned', async () => {
    const account = await insertAccount(t.db);
    const sign = (secret: string, exp: number | string, role = 'user') =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.id)
        .setIssuer('dengue-watch-qc')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const good = await sign(t.secret, '15m');
    expect((await call(t.app, 'GET', '/auth/me', { token: good })).status).toBe(200);

    const [header, payload] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...jwtPayload(good), role: 'superadmin' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const bad = {
      'another secret': await sign(randomBytes(32).toString('hex'), '15m'),
      expired: await sign(t.secret, Math.floor(Date.now() / 1000) - 60),
      'tampered role': `${header}.${forged}.${good.split('.')[2]}`,
      'alg none': `${none}.${payload}.`,
      garbage: 'not-a-jwt',
    };
    for (const [label, token] of Object.entries(bad)) {
      const res = await call(t.app, 'GET', '/auth/me', { token });
      expect(res.status, label).toBe(401);
      expect(res.body.message, label).toBe(API_MESSAGES.invalidRefreshToken);
    }
  });

  it("takes the role from the account, not the token: a resident's token claiming superadmin gets 403", async () => {
    const account = await insertAccount(t.db);
    const token = await new SignJWT({ role: 'superadmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuer('dengue-watch-qc')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(t.secret));
    const res = await call(t.app, 'GET', '/accounts', { token });
    expect(res.status).toBe(403);
    expect((await accountRow(t.db, account.id)).role).toBe('user');
  });
});
