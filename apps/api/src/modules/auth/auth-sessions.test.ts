import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  call,
  createAuthTestApp,
  type Fixture,
  insertAccount,
  jwtPayload,
  login,
  PASSWORD,
  resetRateLimits,
  type Session,
} from '../../../test/auth-helpers.ts';
import { accounts, refreshSessions } from '../../db/schema/index.ts';

let t: AuthTestApp;
let boss: Fixture;
let bossSession: Session;

beforeAll(async () => {
  t = await createAuthTestApp();
  boss = await insertAccount(t.db, { role: 'superadmin' });
  bossSession = await login(t.app, boss.email);
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  call(t.app, 'POST', '/auth/refresh-token', { body: { refreshToken } });
const logout = (refreshToken?: string) =>
  call(t.app, 'POST', '/auth/logout', { body: refreshToken === undefined ? {} : { refreshToken } });
const sessionsOf = (accountId: string) =>
  t.db.select().from(refreshSessions).where(eq(refreshSessions.accountId, accountId));
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('POST /auth/refresh-token: rotation', () => {
  it('returns a new pair; the presented token is spent', async () => {
    const account = await insertAccount(t.db);
    const first = await login(t.app, account.email);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.body.refreshToken).not.toBe(first.refreshToken);
    expect(jwtPayload(res.body.accessToken)).toMatchObject({ sub: account.id, role: 'user' });
    expect((await call(t.app, 'GET', '/auth/me', { token: res.body.accessToken })).status).toBe(200);

    const spent = await refresh(first.refreshToken);
    expect(spent.status).toBe(401);
    expect(spent.body.message).toBe(API_MESSAGES.invalidRefreshToken);
  });

  it('stores refresh tokens only as SHA-256 hashes, one row per token of the family', async () => {
    const account = await insertAccount(t.db);
    const first = await login(t.app, account.email);
    const second = (await refresh(first.refreshToken)).body;
    const rows = await sessionsOf(account.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [sha256(first.refreshToken), sha256(second.refreshToken)].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(first.refreshToken);
  });

  it('refuses an expired refresh token and an unknown one', async () => {
    const account = await insertAccount(t.db);
    const s = await login(t.app, account.email);
    await t.db
      .update(refreshSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshSessions.accountId, account.id));
    expect((await refresh(s.refreshToken)).status).toBe(401);
    expect((await refresh('made-up-token')).status).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const account = await insertAccount(t.db);
    const s = await login(t.app, account.email);
    const answers = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(1);
  });
});

describe('POST /auth/refresh-token: reuse detection', () => {
  it('replaying a rotated token revokes the whole family, the newest token included', async () => {
    const account = await insertAccount(t.db);
    const t0 = (await login(t.app, account.email)).refreshToken;
    const t1 = (await refresh(t0)).body.refreshToken;
    const t2 = (await refresh(t1)).body.refreshToken;
    const otherDevice = await login(t.app, account.email);

    const replay = await refresh(t0);
    expect(replay.status).toBe(401);
    const newest = await refresh(t2);
    expect(newest.status).toBe(401);
    expect(newest.body.message).toBe(API_MESSAGES.invalidRefreshToken);

    const family = (await sessionsOf(account.id)).filter((r) =>
      [t0, t1, t2].map(sha256).includes(r.tokenHash),
    );
    expect(family).toHaveLength(3);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    // Another login is another family: it goes on.
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('replaying the token just before the newest also kills the newest', async () => {
    const account = await insertAccount(t.db);
    const t0 = (await login(t.app, account.email)).refreshToken;
    const t1 = (await refresh(t0)).body.refreshToken;
    const t2 = (await refresh(t1)).body.refreshToken;
    expect((await refresh(t1)).status).toBe(401);
    expect((await refresh(t2)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const account = await insertAccount(t.db);
    const laptop = await login(t.app, account.email);
    const phone = await login(t.app, account.email);
    const rotated = (await refresh(laptop.refreshToken)).body.refreshToken;
    const res = await logout(rotated);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully' });
    expect((await refresh(rotated)).status).toBe(401);
    // Only this device: the phone's session survives.
    expect((await refresh(phone.refreshToken)).status).toBe(200);
  });

  it('answers 200 for an unknown token or none (logout always succeeds)', async () => {
    expect((await logout('not-a-session')).status).toBe(200);
    expect((await logout()).status).toBe(200);
  });
});

describe('locked accounts lose their sessions', () => {
  const superadminPassword = PASSWORD;
  const toggle = (id: string, status: string) =>
    call(t.app, 'PATCH', `/accounts/${id}/toggle-status`, {
      token: bossSession.accessToken,
      body: { status, superadminPassword },
    });

  it('a banned resident cannot refresh', async () => {
    await resetRateLimits(t.db);
    const account = await insertAccount(t.db);
    const s = await login(t.app, account.email);
    expect((await toggle(account.id, 'banned')).status).toBe(200);
    const res = await refresh(s.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.accessToken).toBeUndefined();
  });

  it.each(['banned', 'disabled', 'deleted'] as const)(
    'a %s account (changed directly in the database) gets 401 "account disabled" on refresh and its family ends',
    async (status) => {
      const account = await insertAccount(t.db, { role: status === 'disabled' ? 'admin' : 'user' });
      const s = await login(t.app, account.email);
      await t.db.update(accounts).set({ status }).where(eq(accounts.id, account.id));
      const res = await refresh(s.refreshToken);
      expect(res.status).toBe(401);
      expect(res.body.message).toContain('account disabled');
      expect((await sessionsOf(account.id)).every((r) => r.revokedAt !== null)).toBe(true);
    },
  );

  it("a disabled admin's still-valid access token gets 401 'account disabled' on /auth/me and /accounts/me", async () => {
    await resetRateLimits(t.db);
    const admin = await insertAccount(t.db, { role: 'admin' });
    const s = await login(t.app, admin.email);
    expect((await call(t.app, 'GET', '/accounts/me', { token: s.accessToken })).status).toBe(200);
    expect((await toggle(admin.id, 'disabled')).status).toBe(200);
    for (const path of ['/auth/me', '/accounts/me']) {
      const res = await call(t.app, 'GET', path, { token: s.accessToken });
      expect(res.status, path).toBe(401);
      expect(res.body.message, path).toContain('account disabled');
    }
    expect((await refresh(s.refreshToken)).status).toBe(401);
  });

  it('a deleted resident with a valid access token gets 401 "account disabled"', async () => {
    await resetRateLimits(t.db);
    const account = await insertAccount(t.db);
    const s = await login(t.app, account.email);
    const del = await call(t.app, 'DELETE', `/accounts/${account.id}`, {
      token: bossSession.accessToken,
      body: { superadminPassword },
    });
    expect(del.status).toBe(200);
    const me = await call(t.app, 'GET', '/auth/me', { token: s.accessToken });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe(API_MESSAGES.accountDisabled);
  });
});
