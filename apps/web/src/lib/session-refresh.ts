import { isApiError } from './api-error';
import { isTokenExpired } from './jwt';
import type { SessionStore } from './session-store';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface RefresherDeps {
  store: SessionStore;
  /** POST auth/refresh-token: resolves the new pair or rejects with an ApiError. */
  requestRefresh: (refreshToken: string) => Promise<TokenPair>;
  /** Runs one refresh at a time across the tabs of this browser (the Web Locks API where present). */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

/**
 * The refresh behind the API client's retry. Refresh tokens rotate and a replayed one ends the whole
 * session family, so a refresh must never run twice with the same token: calls made while one is under
 * way share its promise, and other tabs wait on a lock and then pick up the tokens the first tab stored.
 *
 * Resolves true when fresh tokens are stored, false when the session cannot be renewed (no refresh token,
 * or the server refused it). Rejects with the error for anything else (a disabled account, no network,
 * a server failure), so a dropped connection does not sign anyone out.
 */
export function createSessionRefresher(deps: RefresherDeps): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  const withLock = deps.withLock ?? (<T>(run: () => Promise<T>) => run());

  async function renew(staleToken: string | null): Promise<boolean> {
    deps.store.reload();
    const state = deps.store.getState();
    if (!state.user || !state.refreshToken) return false;
    // Another tab renewed the session while this one waited for the lock.
    if (state.token && state.token !== staleToken && !isTokenExpired(state.token)) return true;
    try {
      const pair = await deps.requestRefresh(state.refreshToken);
      deps.store.setTokens({ token: pair.accessToken, refreshToken: pair.refreshToken });
      return true;
    } catch (error) {
      if (isApiError(error) && (error.kind === 'UNAUTHORIZED' || error.status === 400)) return false;
      throw error;
    }
  }

  return () => {
    if (!inFlight) {
      const staleToken = deps.store.getState().token;
      inFlight = withLock(() => renew(staleToken)).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
