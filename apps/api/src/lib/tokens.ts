import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { ROLES, type Role, TIMING } from '@dengue/core';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  role: Role;
}

const ISSUER = 'dengue-watch-qc';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signing key, made once per secret: given raw bytes, jose imports a key on every call, which showed in
 * the profile of every signed-in read.
 */
const keys = new Map<string, KeyObject>();
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

/** A 15-minute JWT with `sub`, `role` and `exp`: the web app decodes role and expiry from it. */
export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TIMING.accessTokenMinutes}m`)
    .sign(keyFor(secret));
}

/** The claims of a valid, unexpired token, or undefined. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const role = payload.role as Role;
    // Only a signed token reaches here, but its subject is still checked: a non-UUID would fail in SQL (500).
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || !ROLES.includes(role)) return undefined;
    return { sub: payload.sub, role };
  } catch {
    return undefined;
  }
}

/** An opaque random token (refresh and reset tokens); only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * One-time codes have only 10,000 values, so a plain hash would fall to a table of all of them: the hash
 * is keyed with the server secret instead.
 */
export const hashCode = (code: string, secret: string) =>
  createHmac('sha256', secret).update(code).digest('hex');

export const randomCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Constant-time comparison of two hex digests. */
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
