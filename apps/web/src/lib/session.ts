import type { Role } from '@dengue/core';
import { useMemo, useSyncExternalStore } from 'react';
import { apiFetch, configureApiAuth } from './api-client';
import { createSessionRefresher, type TokenPair } from './session-refresh';
import { createSessionStore, type SessionState, type SessionStorages } from './session-store';

export type { SessionEndReason, SessionState, StoredUser } from './session-store';

export interface SessionUser {
  id: string;
  username: string;
  /** The display name (the API sends the username here). */
  name: string;
  email: string;
  role: Role;
  profilePhotoUrl?: string | null;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Some browsers throw on access when storage is blocked.
    return null;
  }
}

const storages: SessionStorages = {
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
};

/** The one session of this page (resident section 4). */
export const sessionStore = createSessionStore(storages);

const WEB_LOCK_NAME = 'dengue-watch:token-refresh';

/** One refresh at a time in this page, and across tabs where the browser has Web Locks. */
export const refreshSession = createSessionRefresher({
  store: sessionStore,
  requestRefresh: (refreshToken) =>
    apiFetch<TokenPair>('auth/refresh-token', { method: 'POST', json: { refreshToken }, auth: false }),
  withLock:
    typeof navigator !== 'undefined' && navigator.locks
      ? <T>(run: () => Promise<T>) => navigator.locks.request(WEB_LOCK_NAME, run) as Promise<T>
      : undefined,
});

configureApiAuth({
  getAccessToken: () => sessionStore.getState().token,
  refreshSession,
  endSession: (reason) => {
    if (sessionStore.getState().user) sessionStore.logout(reason);
  },
});

// Another tab signed in, signed out or renewed the tokens in local storage. One sign-in writes several
// keys; reading them once they have all landed avoids a moment of "signed out" in between.
if (typeof window !== 'undefined') {
  let pending: number | undefined;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== storages.local) return;
    window.clearTimeout(pending);
    pending = window.setTimeout(() => sessionStore.reload(), 50);
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** The signed-in account, or null for a guest (a session needs both a token and a user). */
export function useCurrentUser(): SessionUser | null {
  const { user, isAuthenticated } = useSession();
  return useMemo(
    () =>
      user && isAuthenticated
        ? {
            id: user._id,
            username: user.username,
            name: user.name || user.username,
            email: user.email,
            role: user.role,
            profilePhotoUrl: user.profilePhotoUrl,
          }
        : null,
    [user, isAuthenticated],
  );
}

/** Where each role starts after logging in (admin section 2); staff on the landing page go there too. */
export function homePathFor(role: Role): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'superadmin') return '/superadmin/users';
  return '/home';
}

/** Who may share a breeding-site report: a signed-in resident whose name is not 'Guest' (resident spec, Landing). */
export function canShareReport(user: SessionUser | null): boolean {
  return user !== null && user.role === 'user' && user.username !== 'Guest';
}

/**
 * Ends the session on the server (its refresh-token family) and in this browser. The server call is
 * best effort: signing out locally must work offline too.
 */
export function signOut(): void {
  const { refreshToken } = sessionStore.getState();
  sessionStore.logout('logout');
  if (!refreshToken) return;
  apiFetch('auth/logout', { method: 'POST', json: { refreshToken }, auth: false }).catch(() => {
    // The refresh token is gone from this browser either way; it expires on the server in time.
  });
}
