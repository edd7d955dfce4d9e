import { GENERIC_MESSAGES } from '@dengue/core';
import { ApiError, errorFromResponse, isNetworkFailure } from './api-error';

export const API_BASE = '/api/v1/';

/** Fired on `window` whenever a call reports a disabled account; the session layer logs the user out. */
export const ACCOUNT_DISABLED_EVENT = 'dengue:account-disabled';

/**
 * EXTENSION POINT for the accounts issue (not implemented here on purpose).
 *
 * The accounts work registers the session through `configureApiAuth`:
 * - `getAccessToken` returns the stored access token, sent as `Authorization: Bearer …`;
 * - `refreshSession` runs POST auth/refresh-token with the stored refresh token, stores the new pair and
 *   resolves `true`, or clears the session and resolves `false`. Concurrent 401s should share one refresh.
 *
 * Until then every call is anonymous and a 401 is reported as UNAUTHORIZED at once.
 */
export interface ApiAuthHooks {
  getAccessToken: () => string | null;
  refreshSession: () => Promise<boolean>;
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

async function send(path: string, init: ApiRequestInit): Promise<Response> {
  const { json, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const token = authHooks.getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(apiUrl(path), { ...rest, headers, body });
  } catch (error) {
    // An abort is the caller's decision (TanStack Query cancels stale queries); pass it through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isNetworkFailure(error)) {
      throw new ApiError({ status: 0, code: 'CONNECTION_ERROR', message: GENERIC_MESSAGES.connectionError });
    }
    throw new ApiError({
      status: 0,
      code: 'CUSTOM_ERROR',
      message: error instanceof Error && error.message ? error.message : GENERIC_MESSAGES.unexpected,
    });
  }
}

/**
 * Calls the API under /api/v1/ and resolves with the parsed JSON body (undefined when empty).
 * Rejects with an ApiError shaped by the error catalogue (resident spec, section 8).
 */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  let response = await send(path, init);
  let body = await readBody(response);

  if (response.status === 401) {
    const first = errorFromResponse(response.status, body);
    // EXTENSION POINT: with a registered session, one refresh and one retry before giving up.
    if (first.code === 'UNAUTHORIZED' && authHooks.getAccessToken() && (await authHooks.refreshSession())) {
      response = await send(path, init);
      body = await readBody(response);
    }
  }

  if (!response.ok) {
    const error = errorFromResponse(response.status, body);
    if (error.code === 'ACCOUNT_DISABLED' && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(ACCOUNT_DISABLED_EVENT, { detail: { message: error.message } }));
    }
    throw error;
  }
  return body as T;
}
