import {
  ACCOUNT_MESSAGES,
  type ErrorCode,
  errorBodySchema,
  isErrorCode,
  SIGNUP_MESSAGES,
} from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  call,
  createAuthTestApp,
  insertAccount,
  tokenFor,
} from '../../test/auth-helpers.ts';

/**
 * Every error answer carries a stable `code` from the core enum beside its English `message`: the browser
 * decides and translates by the code, so a body without one would leave it guessing from English text.
 */
describe('error bodies', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  const expectCode = (res: { status: number; body: unknown }, status: number, code: ErrorCode) => {
    expect(res.status).toBe(status);
    const body = errorBodySchema.parse(res.body);
    expect(isErrorCode(body.code)).toBe(true);
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
    return body;
  };

  it('an unknown API path answers ROUTE_NOT_FOUND', async () => {
    expectCode(await call(t.app, 'GET', '/no-such-thing'), 404, 'ROUTE_NOT_FOUND');
  });

  it('malformed JSON answers INVALID_JSON', async () => {
    const res = await call(t.app, 'POST', '/auth/login', {
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from('{"email":'),
    });
    expectCode(res, 400, 'INVALID_JSON');
  });

  it('a body that fails its schema answers VALIDATION_FAILED with every problem', async () => {
    const body = expectCode(await call(t.app, 'POST', '/auth/login', { body: {} }), 400, 'VALIDATION_FAILED');
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('a failed field names its message id beside its English, one per listed problem', async () => {
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { email: 'not-an-email', username: 'newcomer', password: 'short', confirmPassword: 'short' },
    });
    const body = expectCode(res, 400, 'VALIDATION_FAILED');
    expect(body).toMatchObject({
      message: ACCOUNT_MESSAGES.emailInvalid,
      params: { id: 'auth.emailInvalid' },
      errors: [
        ACCOUNT_MESSAGES.emailInvalid,
        SIGNUP_MESSAGES.passwordTooShort,
        SIGNUP_MESSAGES.passwordNeedsNumber,
      ],
      errorIds: ['auth.emailInvalid', 'auth.passwordTooShort', 'auth.passwordNeedsNumber'],
    });
    // Zod's own wording (no message of ours) has no id.
    const wrongType = await call(t.app, 'POST', '/auth/login', {
      body: { email: 'a@b.co', password: 'x', role: 'admin' },
    });
    expect(expectCode(wrongType, 400, 'VALIDATION_FAILED')).not.toHaveProperty('errorIds');
  });

  it('a broken multipart upload answers UNREADABLE_UPLOAD', async () => {
    const user = await insertAccount(t.db);
    const res = await call(t.app, 'POST', '/reports', {
      token: await tokenFor(t.secret, user),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n'),
    });
    expectCode(res, 400, 'UNREADABLE_UPLOAD');
  });

  it('no session answers UNAUTHORIZED, a resident on a staff route FORBIDDEN', async () => {
    expectCode(await call(t.app, 'GET', '/auth/me'), 401, 'UNAUTHORIZED');
    const user = await insertAccount(t.db);
    expectCode(
      await call(t.app, 'GET', '/accounts', { token: await tokenFor(t.secret, user) }),
      403,
      'FORBIDDEN',
    );
  });

  it('a missing report answers NOT_FOUND', async () => {
    const res = await call(t.app, 'GET', '/reports/00000000-0000-4000-8000-000000000000');
    expectCode(res, 404, 'NOT_FOUND');
  });

  it('wrong credentials, a disabled account and an unverified one each have their own code', async () => {
    const active = await insertAccount(t.db);
    const wrong = await call(t.app, 'POST', '/auth/login', {
      body: { email: active.email, password: 'nope' },
    });
    expectCode(wrong, 401, 'INVALID_CREDENTIALS');
    const disabled = await insertAccount(t.db, { status: 'disabled' });
    const refused = await call(t.app, 'POST', '/auth/login', {
      body: { email: disabled.email, password: disabled.password },
    });
    expectCode(refused, 401, 'ACCOUNT_DISABLED');
    const unverified = await insertAccount(t.db, { status: 'unverified' });
    const pending = await call(t.app, 'POST', '/auth/login', {
      body: { email: unverified.email, password: unverified.password },
    });
    expectCode(pending, 403, 'ACCOUNT_NOT_VERIFIED');
  });

  it('too many attempts answer RATE_LIMITED with the wait in seconds and minutes', async () => {
    const email = 'nobody.rate@example.com';
    let last = await call(t.app, 'POST', '/auth/login', { body: { email, password: 'x' }, ip: '10.250.0.1' });
    for (let i = 0; i < 12 && last.status !== 429; i += 1) {
      last = await call(t.app, 'POST', '/auth/login', { body: { email, password: 'x' }, ip: '10.250.0.1' });
    }
    const body = expectCode(last, 429, 'RATE_LIMITED');
    expect(body.params).toEqual({ seconds: expect.any(Number), minutes: expect.any(Number) });
  });

  it('a lost database answers SERVICE_UNAVAILABLE (503), so the client may retry', async () => {
    const other = await createAuthTestApp();
    await other.database.close();
    const res = await call(other.app, 'GET', '/reports/00000000-0000-4000-8000-000000000000');
    expectCode(res, 503, 'SERVICE_UNAVAILABLE');
    await other.app.close();
  });

  it('the OpenAPI document names the error body as every operation’s 4XX and 5XX answer', async () => {
    const spec = (await call(t.app, 'GET', '/openapi.json')).body;
    expect(spec.components.schemas.ErrorBody.properties.code.enum).toContain('RATE_LIMITED');
    expect(spec.components.schemas.ErrorBody.properties.errorIds).toEqual({
      type: 'array',
      items: { type: 'string', nullable: true },
    });
    const login = spec.paths['/api/v1/auth/login'].post.responses;
    expect(login['4XX'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(login['5XX']).toBeDefined();
  });
});
