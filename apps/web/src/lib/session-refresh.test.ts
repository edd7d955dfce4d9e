import { describe, expect, it } from 'vitest';
import { fakeJwt, MemoryStorage } from '../test/memory-storage';
import { ApiError } from './api-error';
import { createSessionRefresher, type TokenPair } from './session-refresh';
import { createSessionStore } from './session-store';

const user = {
  _id: 'u1',
  username: 'ana',
  name: 'ana',
  email: 'ana@example.test',
  role: 'user',
  profilePhotoUrl: null,
} as const;
const live = () => fakeJwt({ sub: 'u1', role: 'user', exp: Math.floor(Date.now() / 1000) + 900 });

function setup(refreshToken: string | null = 'r1') {
  const local = new MemoryStorage();
  const store = createSessionStore({ local, session: new MemoryStorage() });
  store.setCredentials({ user, token: 'old', refreshToken, rememberMe: true });
  return { local, store };
}

describe('createSessionRefresher', () => {
  it('stores the new pair and shares one request between callers', async () => {
    const { store } = setup();
    const sent: string[] = [];
    const refresh = createSessionRefresher({
      store,
      requestRefresh: async (token): Promise<TokenPair> => {
        sent.push(token);
        return { accessToken: 'new', refreshToken: 'r2' };
      },
    });
    expect(await Promise.all([refresh(), refresh(), refresh()])).toEqual([true, true, true]);
    expect(sent).toEqual(['r1']);
    expect(store.getState()).toMatchObject({ token: 'new', refreshToken: 'r2' });
    // The next refresh is a new one, with the rotated token.
    await refresh();
    expect(sent).toEqual(['r1', 'r2']);
  });

  it('adopts the tokens another tab stored while this one waited, instead of replaying the old refresh token', async () => {
    const { local, store } = setup();
    let requests = 0;
    const fresh = live();
    const refresh = createSessionRefresher({
      store,
      requestRefresh: async () => {
        requests += 1;
        return { accessToken: 'never', refreshToken: 'never' };
      },
      withLock: async (run) => {
        // The other tab held the lock and rotated the pair meanwhile.
        local.setItem('token', fresh);
        local.setItem('refreshToken', 'r2-from-other-tab');
        return run();
      },
    });
    expect(await refresh()).toBe(true);
    expect(requests).toBe(0);
    expect(store.getState()).toMatchObject({ token: fresh, refreshToken: 'r2-from-other-tab' });
  });

  it('resolves false without a refresh token or when the server refuses it', async () => {
    const without = setup(null);
    const noCall = createSessionRefresher({
      store: without.store,
      requestRefresh: async () => ({ accessToken: 'x', refreshToken: 'y' }),
    });
    expect(await noCall()).toBe(false);

    const { store } = setup();
    const refused = createSessionRefresher({
      store,
      requestRefresh: async () => {
        throw new ApiError({
          status: 401,
          kind: 'UNAUTHORIZED',
          message: 'Your session has expired. Please log in again.',
        });
      },
    });
    expect(await refused()).toBe(false);
  });

  it('passes a network failure on and keeps the session', async () => {
    const { store } = setup();
    const offline = createSessionRefresher({
      store,
      requestRefresh: async () => {
        throw new ApiError({ status: 0, kind: 'CONNECTION_ERROR', message: 'offline' });
      },
    });
    await expect(offline()).rejects.toMatchObject({ kind: 'CONNECTION_ERROR' });
    expect(store.getState()).toMatchObject({ token: 'old', refreshToken: 'r1', isAuthenticated: true });
  });
});
