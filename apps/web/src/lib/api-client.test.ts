import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GENERIC_MESSAGES, GUARD_MESSAGES } from '@dengue/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, MemoryStorage } from '../test/memory-storage';
import { ACCOUNT_DISABLED_EVENT, apiFetch, configureApiAuth } from './api-client';
import { ApiError } from './api-error';
import { createSessionRefresher, type TokenPair } from './session-refresh';
import { createSessionStore, type SessionStore } from './session-store';

/**
 * The client against a real HTTP server on 127.0.0.1 that plays the API: 'stale' tokens get a 401 until
 * a refresh hands out a fresh one. Only `fetch` is redirected to it, because the client calls relative
 * '/api/v1/…' paths as a browser page would.
 */
type RefreshMode = 'ok' | 'refuse' | 'disabled';

const EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
const DISABLED_MESSAGE = 'Access denied: account disabled. Please contact an administrator.';

let server: Server;
let origin: string;
let refreshCalls = 0;
let refreshMode: RefreshMode = 'ok';
let validToken = '';
const seenAuthorization: (string | undefined)[] = [];

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const auth = req.headers.authorization;
  seenAuthorization.push(auth);
  switch (req.url) {
    case '/api/v1/auth/refresh-token': {
      refreshCalls += 1;
      const { refreshToken } = JSON.parse(raw) as { refreshToken: string };
      // A slow refresh, so concurrent 401s really overlap with it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (refreshMode === 'disabled')
        return reply(res, 401, { message: DISABLED_MESSAGE, code: 'ACCOUNT_DISABLED' });
      if (refreshMode === 'refuse' || refreshToken !== 'refresh-1') {
        return reply(res, 401, { message: EXPIRED_MESSAGE, code: 'SESSION_EXPIRED' });
      }
      validToken = fakeJwt({ sub: 'u1', role: 'admin', exp: Math.floor(Date.now() / 1000) + 900 });
      return reply(res, 200, { accessToken: validToken, refreshToken: 'refresh-2' });
    }
    case '/api/v1/things':
      if (auth === `Bearer ${validToken}`) return reply(res, 200, { ok: true });
      return reply(res, 401, auth ? { message: EXPIRED_MESSAGE, code: 'SESSION_EXPIRED' } : {});
    case '/api/v1/disabled':
      return reply(res, 401, { message: DISABLED_MESSAGE, code: 'ACCOUNT_DISABLED' });
    case '/api/v1/inactive':
      return reply(res, 403, { message: 'This account is inactive', code: 'ACCOUNT_DISABLED' });
    default:
      return reply(res, 404, { message: 'Not found', code: 'ROUTE_NOT_FOUND' });
  }
}

let store: SessionStore;
let ended: string[];
const disabledEvents: unknown[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), origin), init),
  );
  const target = new EventTarget();
  target.addEventListener(ACCOUNT_DISABLED_EVENT, (event) =>
    disabledEvents.push((event as CustomEvent).detail),
  );
  vi.stubGlobal('window', target);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  configureApiAuth(null);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  refreshCalls = 0;
  refreshMode = 'ok';
  validToken = 'never-valid';
  seenAuthorization.length = 0;
  disabledEvents.length = 0;
  ended = [];
  store = createSessionStore({ local: new MemoryStorage(), session: new MemoryStorage() });
  store.setCredentials({
    user: {
      _id: 'u1',
      username: 'ana',
      name: 'ana',
      email: 'ana@example.test',
      role: 'admin',
      profilePhotoUrl: null,
    },
    token: 'stale',
    refreshToken: 'refresh-1',
    rememberMe: false,
  });
  configureApiAuth({
    getAccessToken: () => store.getState().token,
    refreshSession: createSessionRefresher({
      store,
      requestRefresh: (refreshToken) =>
        apiFetch<TokenPair>('auth/refresh-token', { method: 'POST', json: { refreshToken }, auth: false }),
    }),
    endSession: (reason) => {
      ended.push(reason);
      store.logout(reason);
    },
  });
});

afterEach(() => configureApiAuth(null));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch with a session', () => {
  it('sends the bearer token, and after a 401 refreshes once and retries', async () => {
    await expect(apiFetch('things')).resolves.toEqual({ ok: true });
    expect(refreshCalls).toBe(1);
    expect(seenAuthorization[0]).toBe('Bearer stale');
    expect(store.getState()).toMatchObject({
      token: validToken,
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect(ended).toEqual([]);
  });

  it('shares one refresh between calls that fail together (a rotated token is never replayed)', async () => {
    const results = await Promise.all([apiFetch('things'), apiFetch('things'), apiFetch('things')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls).toBe(1);
  });

  it('retries without refreshing when a newer token arrived while the call was out', async () => {
    await apiFetch('things');
    const fresh = store.getState().token;
    // A call sent with the old token comes back 401 after the session was already renewed.
    store.setTokens({ token: 'stale' });
    const late = apiFetch('things');
    store.setTokens({ token: fresh ?? '' });
    await expect(late).resolves.toEqual({ ok: true });
    expect(refreshCalls).toBe(1);
  });

  it('ends the session as expired and reports UNAUTHORIZED with the server message when the refresh is refused', async () => {
    refreshMode = 'refuse';
    const error = await failureOf(apiFetch('things'));
    expect(error).toMatchObject({ kind: 'UNAUTHORIZED', status: 401, message: EXPIRED_MESSAGE });
    expect(refreshCalls).toBe(1);
    expect(ended).toEqual(['expired']);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, endReason: 'expired' });
  });

  it('treats a 401 with the code ACCOUNT_DISABLED as a disabled account: event, session ended, no refresh', async () => {
    const error = await failureOf(apiFetch('disabled'));
    expect(error).toMatchObject({ kind: 'ACCOUNT_DISABLED', message: GUARD_MESSAGES.accountDisabled });
    expect(refreshCalls).toBe(0);
    expect(disabledEvents).toEqual([{ message: GUARD_MESSAGES.accountDisabled }]);
    expect(ended).toEqual(['disabled']);
    expect(store.getState().user).toBeNull();
  });

  it('treats a 403 with the code ACCOUNT_DISABLED the same way', async () => {
    const error = await failureOf(apiFetch('inactive'));
    expect(error.kind).toBe('ACCOUNT_DISABLED');
    expect(disabledEvents).toHaveLength(1);
    expect(ended).toEqual(['disabled']);
  });

  it('reports a disabled account found during the refresh', async () => {
    refreshMode = 'disabled';
    const error = await failureOf(apiFetch('things'));
    expect(error.kind).toBe('ACCOUNT_DISABLED');
    expect(disabledEvents).toHaveLength(1);
    expect(ended).toEqual(['disabled']);
  });
});

describe('apiFetch without a session', () => {
  it('sends no token and refreshes nothing for calls outside the session', async () => {
    const error = await failureOf(apiFetch('things', { auth: false }));
    expect(seenAuthorization).toEqual([undefined]);
    expect(error).toMatchObject({ kind: 'UNAUTHORIZED', message: GENERIC_MESSAGES.unauthorized });
    expect(refreshCalls).toBe(0);
    // A disabled answer to a sign-in call ends no session and fires no event.
    expect((await failureOf(apiFetch('disabled', { auth: false }))).kind).toBe('ACCOUNT_DISABLED');
    expect(disabledEvents).toEqual([]);
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('reports UNAUTHORIZED at once for a guest', async () => {
    configureApiAuth(null);
    const error = await failureOf(apiFetch('things'));
    expect(error).toMatchObject({ kind: 'UNAUTHORIZED', message: GENERIC_MESSAGES.unauthorized });
    expect(refreshCalls).toBe(0);
  });

  it('reports an unreachable server as CONNECTION_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
      realFetch(new URL(String(input), deadOrigin), init),
    );
    try {
      const error = await failureOf(apiFetch('things'));
      expect(error).toMatchObject({ kind: 'CONNECTION_ERROR', message: GENERIC_MESSAGES.connectionError });
      expect(store.getState().isAuthenticated).toBe(true);
    } finally {
      vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
        realFetch(new URL(String(input), origin), init),
      );
    }
  });
});
