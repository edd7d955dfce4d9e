import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { createSessionStore, type StoredUser } from './session-store';

const resident: StoredUser = {
  _id: 'u1',
  username: 'juan',
  name: 'juan',
  email: 'juan@example.test',
  role: 'user',
  profilePhotoUrl: null,
};

describe('session store (resident section 4)', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
  });

  it('starts signed out, and authenticated only when both a token and a user are stored', () => {
    expect(createSessionStore({ local, session }).getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      rememberMe: false,
    });
    session.setItem('token', 'abc');
    expect(createSessionStore({ local, session }).getState().isAuthenticated).toBe(false);
    session.setItem('user', JSON.stringify(resident));
    const state = createSessionStore({ local, session }).getState();
    expect(state).toMatchObject({ token: 'abc', user: resident, isAuthenticated: true, rememberMe: false });
  });

  it('stores in local storage with Remember Me, and rememberMe comes from the user entry there', () => {
    const store = createSessionStore({ local, session });
    store.setCredentials({ user: resident, token: 't1', refreshToken: 'r1', rememberMe: true });
    expect(local.keys()).toEqual(['refreshToken', 'token', 'user']);
    expect(session.keys()).toEqual([]);
    expect(store.getState()).toMatchObject({ rememberMe: true, isAuthenticated: true });
    const reopened = createSessionStore({ local, session }).getState();
    expect(reopened).toMatchObject({ token: 't1', refreshToken: 'r1', rememberMe: true, user: resident });
  });

  it('stores in session storage without Remember Me, clearing what the last sign-in left anywhere', () => {
    const store = createSessionStore({ local, session });
    store.setCredentials({ user: resident, token: 't1', refreshToken: 'r1', rememberMe: true });
    local.setItem('unrelated', 'kept');
    store.setCredentials({
      user: { ...resident, _id: 'u2' },
      token: 't2',
      refreshToken: 'r2',
      rememberMe: false,
    });
    expect(local.keys()).toEqual(['unrelated']);
    expect(session.getItem('token')).toBe('t2');
    expect(session.getItem('refreshToken')).toBe('r2');
    expect(store.getState()).toMatchObject({ rememberMe: false, token: 't2' });
  });

  it('keeps the refresh token it holds when new credentials bring none, and writes none when there is none', () => {
    const store = createSessionStore({ local, session });
    store.setCredentials({ user: resident, token: 't1', rememberMe: false });
    expect(session.getItem('refreshToken')).toBeNull();
    store.setCredentials({ user: resident, token: 't2', refreshToken: 'r2', rememberMe: false });
    store.setCredentials({ user: resident, token: 't3', rememberMe: true });
    expect(store.getState().refreshToken).toBe('r2');
    expect(local.getItem('refreshToken')).toBe('r2');
    expect(session.keys()).toEqual([]);
  });

  it('writes renewed tokens where the user is stored', () => {
    const store = createSessionStore({ local, session });
    store.setCredentials({ user: resident, token: 't1', refreshToken: 'r1', rememberMe: false });
    store.setTokens({ token: 't2', refreshToken: 'r2' });
    expect(session.getItem('token')).toBe('t2');
    expect(session.getItem('refreshToken')).toBe('r2');
    expect(local.keys()).toEqual([]);
    store.setTokens({ token: 't3' });
    expect(store.getState()).toMatchObject({ token: 't3', refreshToken: 'r2' });
  });

  it('merges a user update and rewrites whichever storage holds the user', () => {
    const store = createSessionStore({ local, session });
    store.setCredentials({ user: resident, token: 't1', rememberMe: true });
    store.updateUser({ profilePhotoUrl: '/uploads/me.webp' });
    expect(store.getState().user).toEqual({ ...resident, profilePhotoUrl: '/uploads/me.webp' });
    expect(JSON.parse(local.getItem('user') ?? '{}')).toMatchObject({
      username: 'juan',
      profilePhotoUrl: '/uploads/me.webp',
    });
    expect(session.keys()).toEqual([]);
  });

  it('logs out by clearing the state and every storage, remembering why until cleared', () => {
    const store = createSessionStore({ local, session });
    store.setCredentials({ user: resident, token: 't1', refreshToken: 'r1', rememberMe: true });
    session.setItem('token', 'stray');
    store.logout('disabled');
    expect(local.keys()).toEqual([]);
    expect(session.keys()).toEqual([]);
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      endReason: 'disabled',
    });
    store.clearEndReason();
    expect(store.getState().endReason).toBeNull();
  });

  it('notifies subscribers on change only, with a new snapshot each time', () => {
    const store = createSessionStore({ local, session });
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    const before = store.getState();
    store.setCredentials({ user: resident, token: 't1', rememberMe: false });
    expect(store.getState()).not.toBe(before);
    store.reload();
    expect(calls).toBe(1);
    unsubscribe();
    store.logout();
    expect(calls).toBe(1);
  });

  it('ignores a stored user it cannot read', () => {
    local.setItem('user', '{not json');
    local.setItem('token', 't1');
    expect(createSessionStore({ local, session }).getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
    });
  });

  it('picks up what another tab stored when reloaded', () => {
    const store = createSessionStore({ local, session });
    local.setItem('user', JSON.stringify(resident));
    local.setItem('token', 'from-other-tab');
    store.reload();
    expect(store.getState()).toMatchObject({
      token: 'from-other-tab',
      rememberMe: true,
      isAuthenticated: true,
    });
  });
});
