import {
  ApiError,
  connectionError,
  errorFromResponse,
  isApiError,
  isNetworkFailure,
  unexpectedError,
} from './api-error';
import { dataAge } from './data-age';
import { noteFirstVisitRead, readsBypassWorker } from './first-visit-reads';

export const API_BASE = '/api/v1/';

/** Fired on `window` whenever a call reports a disabled account; the session layer logs the user out. */
export const ACCOUNT_DISABLED_EVENT = 'dengue:account-disabled';

/**
 * The session registers itself through `configureApiAuth` (see session.ts):
 * - `getAccessToken` returns the stored access token, sent as `Authorization: Bearer …`;
 * - `refreshSession` renews the tokens (one refresh at a time, shared by concurrent 401s) and resolves
 *   true, resolves false when the session cannot be renewed, or rejects (disabled account, no network);
 * - `endSession` clears the session: 'expired' after a refused refresh, 'disabled' for a disabled account.
 * Without a session every call is anonymous and a 401 is reported as UNAUTHORIZED at once.
 */
export interface ApiAuthHooks {
  getAccessToken: () => string | null;
  refreshSession: () => Promise<boolean>;
  endSession?: (reason: 'expired' | 'disabled') => void;
}

const anonymous: ApiAuthHooks = {
  getAccessToken: () => null,
  refreshSession: async () => false,
};

let authHooks: ApiAuthHooks = anonymous;

export function configureApiAuth(hooks: ApiAuthHooks | null): void {
  authHooks = hooks ?? anonymous;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** A value sent as JSON (sets Content-Type). Use `body` for FormData and other raw bodies. */
  json?: unknown;
  body?: BodyInit | null;
  /**
   * false for the calls that stand outside the session (log in, sign up, codes, refresh): no bearer
   * token, no refresh on 401, and a disabled-account answer ends no session.
   */
  auth?: boolean;
}

/** Joins a path such as 'reports/12' or '/health' to the API base, keeping a leading base intact. */
export function apiUrl(path: string): string {
  if (path.startsWith(API_BASE)) return path;
  return API_BASE + path.replace(/^\/+/, '');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

interface Sent {
  response: Response;
  /** The access token the request carried, to tell whether a 401 is already answered by a newer one. */
  token: string | null;
}

async function send(path: string, init: ApiRequestInit): Promise<Sent> {
  const { json, headers: givenHeaders, auth = true, ...rest } = init;
  const headers = new Headers(givenHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const token = auth ? authHooks.getAccessToken() : null;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  try {
    return { response: await fetch(apiUrl(path), { ...rest, headers, body }), token };
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancels stale queries); pass it through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isNetworkFailure(error)) throw connectionError();
    if (error instanceof Error && error.message) {
      throw new ApiError({ status: 0, kind: 'CUSTOM_ERROR', message: error.message });
    }
    throw unexpectedError();
  }
}

/** A disabled account: tell the app (the session-end watcher shows the message) and end the session. */
function reportDisabled(error: ApiError): void {
  authHooks.endSession?.('disabled');
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(ACCOUNT_DISABLED_EVENT, { detail: { message: error.message } }));
  }
}

/**
 * After a 401 that is not a disabled account: retry at once when another call already renewed the token,
 * otherwise refresh once (shared with concurrent calls) and retry. Resolves false when no retry is possible.
 */
async function renewFor(sentToken: string): Promise<boolean> {
  const current = authHooks.getAccessToken();
  if (current && current !== sentToken) return true;
  try {
    return await authHooks.refreshSession();
  } catch (error) {
    if (isApiError(error) && error.kind === 'ACCOUNT_DISABLED') reportDisabled(error);
    throw error;
  }
}

/**
 * Calls the API under /api/v1/ and resolves with the parsed JSON body (undefined when empty).
 * Rejects with an ApiError shaped by the error catalogue (resident spec, section 8).
 */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const auth = init.auth !== false;
  const bypassedWorker = (init.method ?? 'GET').toUpperCase() === 'GET' && readsBypassWorker();
  let { response, token } = await send(path, init);
  let body = await readBody(response);

  if (response.status === 401 && auth && token) {
    const first = errorFromResponse(response.status, body);
    if (first.kind === 'UNAUTHORIZED') {
      if (!(await renewFor(token))) {
        authHooks.endSession?.('expired');
        throw first;
      }
      ({ response, token } = await send(path, init));
      body = await readBody(response);
    }
  }

  if (!response.ok) {
    const error = errorFromResponse(response.status, body);
    if (error.kind === 'ACCOUNT_DISABLED' && auth) reportDisabled(error);
    throw error;
  }
  dataAge.note(response);
  if (bypassedWorker) noteFirstVisitRead({ path, auth });
  return body as T;
}
