import { API_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  accountRow,
  auditRowsFor,
  call,
  freshIp,
  gatedTransactions,
  insertAccount,
  noMail,
  PASSWORD,
  plantCode,
  useSuperadminSuite,
} from '../../../test/auth-helpers.ts';
import { toggleStatus } from './account-admin.service.ts';

const suite = useSuperadminSuite();
const { t, fx, as, idsOf, toggle, expectAudit } = suite;

describe('PATCH /accounts/:id/toggle-status', () => {
  it('bans and unbans a resident, with audit entries', async () => {
    const user = await insertAccount(t.db);
    const ip = freshIp();
    const ban = await toggle(user.id, 'banned', PASSWORD, ip);
    expect(ban.status).toBe(200);
    expect(ban.body.message).toBe('User banned successfully');
    expect(ban.body.account.status).toBe('banned');
    const refused = await call(t.app, 'POST', '/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(refused.body.message).toContain('account disabled');
    const unban = await toggle(user.id, 'active', PASSWORD, ip);
    expect(unban.body.message).toBe('User unbanned successfully');
    expect((await accountRow(t.db, user.id)).status).toBe('active');
    await expectAudit(user.id, 'ban', ip);
    await expectAudit(user.id, 'unban', ip);
  });

  it('disables and enables an admin, with audit entries', async () => {
    const admin = await insertAccount(t.db, { role: 'admin' });
    const ip = freshIp();
    const off = await toggle(admin.id, 'disabled', PASSWORD, ip);
    expect([off.status, off.body.message]).toEqual([200, 'Account disabled successfully']);
    expect(off.body.account).toMatchObject({ status: 'disabled', disabled: true });
    const on = await toggle(admin.id, 'active', PASSWORD, ip);
    expect([on.status, on.body.message]).toEqual([200, 'Account enabled successfully']);
    await expectAudit(admin.id, 'disable', ip);
    await expectAudit(admin.id, 'enable', ip);
  });

  it('sends a re-enabled admin who never verified back to pending, not active', async () => {
    const admin = await insertAccount(t.db, { role: 'admin', status: 'pending' });
    expect((await toggle(admin.id, 'disabled')).status).toBe(200);
    expect((await toggle(admin.id, 'active')).body.account.status).toBe('pending');
  });

  it.each([
    ['an active resident', 'disabled', 'activeUser'],
    ['a banned resident', 'banned', 'bannedUser'],
    ['an unverified resident', 'banned', 'unverifiedUser'],
    ['an active admin', 'banned', 'activeAdmin'],
    ['a disabled admin', 'disabled', 'disabledAdmin'],
  ])('refuses to turn %s into %s, and writes no audit entry', async (_label, status, name) => {
    const target = fx[name]!;
    const before = (await accountRow(t.db, target.id)).status;
    const res = await toggle(target.id, status);
    expect(res.status).toBe(400);
    expect((await accountRow(t.db, target.id)).status).toBe(before);
    expect((await auditRowsFor(t.db, target.id)).filter((r) => r.actorId === suite.boss.id)).toHaveLength(0);
  });

  it('refuses status deleted, an unknown id and a malformed id', async () => {
    expect((await toggle(fx.activeUser!.id, 'deleted')).body.message).toBe(VALIDATION_MESSAGES.accountStatus);
    const unknown = await toggle('00000000-0000-4000-8000-000000000000', 'banned');
    expect([unknown.status, unknown.body.message]).toEqual([404, API_MESSAGES.accountNotFound]);
    expect((await toggle('not-an-id', 'banned')).status).toBe(400);
    expect((await toggle(fx.deletedUser!.id, 'active')).status).toBe(404);
  });
});

describe('superadmin accounts cannot be disabled or deleted', () => {
  it.each([
    ['another superadmin', () => suite.otherBoss],
    ['oneself', () => suite.boss],
  ])('%s: disable, ban and delete answer 403 and nothing changes', async (_label, who) => {
    const target = who();
    for (const res of [
      await toggle(target.id, 'disabled'),
      await toggle(target.id, 'banned'),
      await as('DELETE', `/accounts/${target.id}`, { superadminPassword: PASSWORD }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(API_MESSAGES.superadminProtected);
    }
    expect((await accountRow(t.db, target.id)).status).toBe('active');
  });
});

describe('DELETE /accounts/:id: soft delete into the archives', () => {
  it.each([
    ['a resident', 'user', 'user'],
    ['an admin', 'admin', 'admin'],
  ] as const)('archives %s, audits it and refuses its login', async (_label, role, group) => {
    const target = await insertAccount(t.db, { role });
    const ip = freshIp();
    const res = await as('DELETE', `/accounts/${target.id}`, { superadminPassword: PASSWORD }, ip);
    expect([res.status, res.body.message]).toEqual([200, 'Account deleted successfully']);
    expect(await accountRow(t.db, target.id)).toMatchObject({ status: 'deleted' });
    expect((await accountRow(t.db, target.id)).deletedAt).not.toBeNull();
    expect(idsOf(await as('GET', `/accounts?role=${role}&limit=100`))).not.toContain(target.id);
    const archive = await as('GET', `/accounts/archived/${group}s?limit=100`);
    expect(archive.body.accounts.find((a: { _id: string }) => a._id === target.id)).toMatchObject({
      status: 'deleted',
    });
    expect(idsOf(await as('GET', '/accounts/deleted?limit=100'))).toContain(target.id);
    await expectAudit(target.id, 'delete', ip);
    const again = await as('DELETE', `/accounts/${target.id}`, { superadminPassword: PASSWORD });
    expect(again.status).toBe(404);
    const refused = await call(t.app, 'POST', '/auth/login', {
      body: { email: target.email, password: PASSWORD },
    });
    expect([refused.status, refused.body.message]).toEqual([401, API_MESSAGES.accountDisabled]);
  });
});

describe('concurrent status changes', () => {
  it('a ban that read the account before a delete committed does not bring the account back', async () => {
    const user = await insertAccount(t.db);
    const gated = gatedTransactions(t.db);
    const meta = {
      actor: { ...suite.boss, role: 'superadmin' as const },
      ip: freshIp(),
      userAgent: undefined,
    };
    // The ban has checked the password and loaded the (active) account, and waits before writing ...
    const banning = toggleStatus(
      { db: gated.db, mailer: noMail, secret: t.secret },
      user.id,
      { status: 'banned', superadminPassword: PASSWORD },
      meta,
    ).catch((error: unknown) => error);
    await Promise.race([gated.arrived, banning]);
    // ... while the account is deleted.
    expect((await as('DELETE', `/accounts/${user.id}`, { superadminPassword: PASSWORD })).status).toBe(200);
    gated.release();
    await banning;
    const row = await accountRow(t.db, user.id);
    expect(row.status).toBe('deleted');
    expect(idsOf(await as('GET', '/accounts?role=user&limit=100'))).not.toContain(user.id);
  });
});

describe('audit: a password reset', () => {
  it('writes actor (the account), action, target, time and IP', async () => {
    const user = await insertAccount(t.db);
    const code = await plantCode(t.db, t.secret, user.id, 'password-reset');
    const verified = await call(t.app, 'POST', '/auth/verify-otp', {
      body: { email: user.email, otp: code, purpose: 'password-reset' },
    });
    const ip = freshIp();
    const res = await call(t.app, 'POST', '/auth/reset-password', {
      body: { resetToken: verified.body.resetToken, newPassword: 'Fresh-Pass9!' },
      ip,
    });
    expect(res.status).toBe(200);
    await expectAudit(user.id, 'password-reset', ip, user.id);
  });
});
