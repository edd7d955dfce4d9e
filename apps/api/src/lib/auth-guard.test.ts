import { API_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, call, createAuthTestApp, insertAccount, login } from '../../test/auth-helpers.ts';
import { accounts } from '../db/schema/index.ts';

/**
 * The guard keeps each signed-in account under the `accounts` version (migration 0016). These changes are
 * written with plain SQL, past every service, so only the database's trigger can tell the guard: each must
 * hold at the very next request of a session whose account the guard already keeps.
 */
let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

const me = (token: string) => call(t.app, 'GET', '/auth/me', { token });
const dashboard = (token: string) => call(t.app, 'GET', '/admin/dashboard/summary', { token });

describe('the sign-in guard after an account changes in the database', () => {
  it('refuses a banned account at its next request', async () => {
    const person = await insertAccount(t.db);
    const { accessToken } = await login(t.app, person.email);
    expect((await me(accessToken)).status).toBe(200);
    expect((await me(accessToken)).status).toBe(200);

    await t.db.update(accounts).set({ status: 'banned' }).where(eq(accounts.id, person.id));
    const refused = await me(accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_DISABLED', message: API_MESSAGES.accountDisabled });
  });

  it('lets an admin moved to the resident role into the admin area no more', async () => {
    const admin = await insertAccount(t.db, { role: 'admin' });
    const { accessToken } = await login(t.app, admin.email);
    expect((await dashboard(accessToken)).status).toBe(200);

    await t.db.update(accounts).set({ role: 'user' }).where(eq(accounts.id, admin.id));
    expect((await dashboard(accessToken)).status).toBe(403);
  });

  it('refuses the token of a deleted row as an expired session', async () => {
    const admin = await insertAccount(t.db, { role: 'admin' });
    const { accessToken } = await login(t.app, admin.email);
    expect((await dashboard(accessToken)).status).toBe(200);

    await t.db.delete(accounts).where(eq(accounts.id, admin.id));
    const refused = await dashboard(accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('SESSION_EXPIRED');
  });
});
