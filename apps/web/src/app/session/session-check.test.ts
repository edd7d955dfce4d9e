import { GUARD_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import { shellEn } from '../../i18n/en/shell';
import type { StoredUser } from '../../lib/session';
import { homePathFor } from '../../lib/session';
import { fakeJwt } from '../../test/memory-storage';
import { checkSession } from './session-check';

const NOW = Date.UTC(2026, 0, 15, 4, 0, 0);
const inFuture = NOW / 1000 + 600;
const admin: StoredUser = {
  _id: 'a1',
  username: 'ana',
  name: 'ana',
  email: 'ana@example.test',
  role: 'admin',
  profilePhotoUrl: null,
};

describe('checkSession', () => {
  it('lets a live session of the right role in', () => {
    const token = fakeJwt({ sub: 'a1', role: 'admin', exp: inFuture });
    expect(checkSession({ user: admin, token, refreshToken: 'r' }, 'admin', NOW)).toEqual({ kind: 'ok' });
  });

  it('asks to log in when there is no user or no token', () => {
    const token = fakeJwt({ sub: 'a1', role: 'admin', exp: inFuture });
    for (const session of [
      { user: null, token, refreshToken: 'r' },
      { user: admin, token: null, refreshToken: 'r' },
    ]) {
      expect(checkSession(session, 'admin', NOW)).toMatchObject({
        kind: 'denied',
        messageKey: 'auth.guardLoginRequired',
      });
    }
  });

  it('renews an expired token when a refresh token is held, and reports expiry when not', () => {
    const token = fakeJwt({ sub: 'a1', role: 'admin', exp: NOW / 1000 - 1 });
    expect(checkSession({ user: admin, token, refreshToken: 'r' }, 'admin', NOW)).toEqual({
      kind: 'refresh',
    });
    expect(checkSession({ user: admin, token, refreshToken: null }, 'admin', NOW)).toMatchObject({
      reason: 'sessionExpired',
      messageKey: 'auth.guardSessionExpired',
    });
  });

  it('calls a token whose role differs from the stored role, or an unreadable one, an invalid session', () => {
    const residentToken = fakeJwt({ sub: 'a1', role: 'user', exp: inFuture });
    expect(
      checkSession({ user: admin, token: residentToken, refreshToken: 'r' }, 'admin', NOW),
    ).toMatchObject({
      messageKey: 'auth.guardInvalidSession',
    });
    expect(checkSession({ user: admin, token: 'garbage', refreshToken: 'r' }, 'admin', NOW)).toMatchObject({
      reason: 'invalidSession',
    });
  });

  it('refuses the wrong role', () => {
    const token = fakeJwt({ sub: 'a1', role: 'admin', exp: inFuture });
    expect(checkSession({ user: admin, token, refreshToken: 'r' }, 'superadmin', NOW)).toMatchObject({
      messageKey: 'auth.guardNoPermission',
    });
  });
});

describe('the guard messages', () => {
  it("read in English exactly as core's GUARD_MESSAGES word them", () => {
    expect(shellEn['auth.guardLoginRequired']).toBe(GUARD_MESSAGES.loginRequired);
    expect(shellEn['auth.guardSessionExpired']).toBe(GUARD_MESSAGES.sessionExpired);
    expect(shellEn['auth.guardInvalidSession']).toBe(GUARD_MESSAGES.invalidSession);
    expect(shellEn['auth.guardNoPermission']).toBe(GUARD_MESSAGES.noPermission);
    expect(shellEn['auth.guardAccountDisabled']).toBe(GUARD_MESSAGES.accountDisabled);
    expect(shellEn['auth.guardAccountUnavailable']).toBe(GUARD_MESSAGES.accountUnavailable);
  });
});

describe('homePathFor', () => {
  it('sends each role to its own start page', () => {
    expect(homePathFor('user')).toBe('/home');
    expect(homePathFor('admin')).toBe('/admin/dashboard');
    expect(homePathFor('superadmin')).toBe('/superadmin/users');
  });
});
