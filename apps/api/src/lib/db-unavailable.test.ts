import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp, insertAccount, uniqueEmail } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INTERNAL_ERROR_MESSAGE } from './errors.ts';
import { signAccessToken } from './tokens.ts';

describe('a database lost while the server runs', () => {
  it('answers 503 with a generic message, not 500', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: uniqueEmail(), password: 'whatever-it-is' },
        ip: freshIp(),
      });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
      expect(res.body.message).not.toMatch(/pglite|closed|postgres|sql/i);
      expect(res.body.message).not.toBe(INTERNAL_ERROR_MESSAGE);
    } finally {
      await t.app.close();
    }
  });
});

describe('a validly signed token whose subject is not an account id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['not-a-uuid', '1', "x' or 1=1"])('sub %j answers 401, not 500', async (sub) => {
    const token = await signAccessToken({ sub, role: 'admin' }, t.jwtSecret);
    const res = await call(t.app, 'GET', '/auth/me', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('a real account id still works', async () => {
    const account = await insertAccount(t.database.db);
    const token = await signAccessToken({ sub: account.id, role: account.role }, t.jwtSecret);
    expect((await call(t.app, 'GET', '/auth/me', { token })).status).toBe(200);
  });
});
