import type { Role } from '@dengue/core';

/** The signed-in account as the login answer gives it and the browser keeps it (resident section 3). */
export interface StoredUser {
  _id: string;
  username: string;
  name: string;
  email: string;
  role: Role;
  profilePhotoUrl: string | null;
}

/**
 * Why the last session ended. 'logout' is a person's own choice (the caller navigates); the others are
 * announced by the session-end watcher, which shows the message and opens /login.
 */
export type SessionEndReason = 'logout' | 'expired' | 'disabled' | 'unavailable';

export interface SessionState {
  user: StoredUser | null;
  token: string | null;
  refreshToken: string | null;
  /** Only when both a token and a user are present (resident section 4). */
  isAuthenticated: boolean;
  /** Derived from a stored user entry in local storage (resident section 7). */
  rememberMe: boolean;
  /** Kept in memory only, until the next navigation or sign-in. */
  endReason: SessionEndReason | null;
}

export interface Credentials {
  user: StoredUser;
  token: string;
  /** When absent, the refresh token already held is kept. */
  refreshToken?: string | null;
  rememberMe: boolean;
}

/** The names the spec gives the stored values, in local storage (Remember Me) or session storage. */
export const STORAGE_KEYS = { user: 'user', token: 'token', refreshToken: 'refreshToken' } as const;
const KEYS = Object.values(STORAGE_KEYS);

export interface SessionStorages {
  local: Storage | null;
  session: Storage | null;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  setCredentials(credentials: Credentials): void;
  /** New tokens after a refresh, written where the user is stored. */
  setTokens(tokens: { token: string; refreshToken?: string | null }): void;
  /** Merges fields into the stored user and rewrites whichever storage holds it. */
  updateUser(fields: Partial<StoredUser>): void;
  /** Clears the state and every storage. */
  logout(reason?: SessionEndReason): void;
  /** Reads the storages again (another tab signed in, out, or rotated the tokens). */
  reload(): void;
  clearEndReason(): void;
}

function safeGet(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still lives in memory for this page.
  }
}

function safeRemove(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function parseUser(text: string | null): StoredUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredUser> | null;
    if (
      !value ||
      typeof value !== 'object' ||
      typeof value._id !== 'string' ||
      typeof value.role !== 'string'
    ) {
      return null;
    }
    return {
      _id: value._id,
      username: value.username ?? value.name ?? '',
      name: value.name ?? value.username ?? '',
      email: value.email ?? '',
      role: value.role,
      profilePhotoUrl: value.profilePhotoUrl ?? null,
    };
  } catch {
    return null;
  }
}

function build(
  user: StoredUser | null,
  token: string | null,
  refreshToken: string | null,
  rememberMe: boolean,
  endReason: SessionEndReason | null,
): SessionState {
  return { user, token, refreshToken, isAuthenticated: Boolean(token && user), rememberMe, endReason };
}

function sameState(a: SessionState, b: SessionState): boolean {
  return (
    a.token === b.token &&
    a.refreshToken === b.refreshToken &&
    a.rememberMe === b.rememberMe &&
    a.endReason === b.endReason &&
    JSON.stringify(a.user) === JSON.stringify(b.user)
  );
}

export function createSessionStore(storages: SessionStorages): SessionStore {
  const { local, session } = storages;
  const listeners = new Set<() => void>();

  const read = (endReason: SessionEndReason | null): SessionState => {
    const pick = (key: string) => safeGet(local, key) ?? safeGet(session, key);
    return build(
      parseUser(pick(STORAGE_KEYS.user)),
      pick(STORAGE_KEYS.token),
      pick(STORAGE_KEYS.refreshToken),
      safeGet(local, STORAGE_KEYS.user) !== null,
      endReason,
    );
  };

  let state = read(null);

  const commit = (next: SessionState) => {
    if (sameState(state, next)) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const clearStorages = () => {
    for (const key of KEYS) {
      safeRemove(local, key);
      safeRemove(session, key);
    }
  };

  const write = (target: Storage | null, next: SessionState) => {
    if (next.user) safeSet(target, STORAGE_KEYS.user, JSON.stringify(next.user));
    if (next.token) safeSet(target, STORAGE_KEYS.token, next.token);
    if (next.refreshToken) safeSet(target, STORAGE_KEYS.refreshToken, next.refreshToken);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setCredentials({ user, token, refreshToken, rememberMe }) {
      const keptRefresh = refreshToken ?? state.refreshToken;
      const next = build(user, token, keptRefresh, rememberMe, null);
      clearStorages();
      write(rememberMe ? local : session, next);
      commit(next);
    },
    setTokens({ token, refreshToken }) {
      const next = build(state.user, token, refreshToken ?? state.refreshToken, state.rememberMe, null);
      const target = state.rememberMe ? local : session;
      safeSet(target, STORAGE_KEYS.token, token);
      if (next.refreshToken) safeSet(target, STORAGE_KEYS.refreshToken, next.refreshToken);
      commit(next);
    },
    updateUser(fields) {
      if (!state.user) return;
      const user = { ...state.user, ...fields };
      const holder = safeGet(local, STORAGE_KEYS.user) !== null ? local : session;
      safeSet(holder, STORAGE_KEYS.user, JSON.stringify(user));
      commit({ ...state, user });
    },
    logout(reason = 'logout') {
      clearStorages();
      commit(build(null, null, null, false, reason));
    },
    reload() {
      commit(read(state.endReason));
    },
    clearEndReason() {
      if (state.endReason !== null) commit({ ...state, endReason: null });
    },
  };
}
