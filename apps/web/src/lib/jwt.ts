import type { Role } from '@dengue/core';

/** The claims the API puts in an access token: the account id, its role and the expiry (seconds). */
export interface AccessTokenClaims {
  sub?: string;
  role?: Role | string;
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload without checking its signature: the browser only uses it to know the role and
 * when to refresh; the server checks the signature on every call. Null for anything that is not a JWT.
 */
export function readTokenClaims(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** True once the token's exp has passed (a token without exp never expires; an unreadable one has). */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  const claims = readTokenClaims(token);
  if (!claims) return true;
  if (typeof claims.exp !== 'number') return false;
  return claims.exp * 1000 <= now;
}
