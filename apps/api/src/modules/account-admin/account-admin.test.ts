import { ACCOUNT_MESSAGES, API_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  accountRow,
  call,
  describeOutcome,
  freshIp,
  gatedTransactions,
  insertAccount,
  latestMailedCode,
  login,
  noMail,
  PASSWORD,
  plantCode,
  statusOf,
  uniqueEmail,
  useSuperadminSuite,
} from '../../../test/auth-helpers.ts';
import { createAdmin } from './account-admin.service.ts';

const suite = useSuperadminSuite();
const { t, fx, as, idsOf, toggle, expectAudit } = suite;

describe('GET /accounts: the user and admin tables', () => {
  it('role=user lists residents without deleted ones (unverified and banned included)', async () => {
    const res = await as('GET', '/accounts?role=user&limit=100');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([fx.activeUser!.id, fx.bannedUser!.id, fx.unverifiedUser!.id].sort());
    expect(idsOf(await as('GET', '/accounts?limit=100'))).toEqual(idsOf(res));
  });

  it('role=admin lists admins and superadmins without deleted ones', async () => {
    const res = await as('GET', '/accounts?role=admin&limit=100');
    expect(idsOf(res)).toEqual(
      [
        suite.boss.id,
        suite.otherBoss.id,
        fx.activeAdmin!.id,
        fx.pendingAdmin!.id,
        fx.disabledAdmin!.id,
      ].sort(),
    );
  });

  it('adminRole narrows the admin table to admins or to superadmins, across all pages', async () => {
    expect(idsOf(await as('GET', '/accounts?role=admin&adminRole=superadmin&limit=100'))).toEqual(
      [suite.boss.id, suite.otherBoss.id].sort(),
    );
    expect(idsOf(await as('GET', '/accounts?role=admin&adminRole=admin&limit=100'))).toEqual(
      [fx.activeAdmin!.id, fx.pendingAdmin!.id, fx.disabledAdmin!.id].sort(),
    );
  });

  it('status=pending finds residents waiting for their code (unverified) and pending admins', async () => {
    expect(idsOf(await as('GET', '/accounts?role=user&status=pending'))).toEqual([fx.unverifiedUser!.id]);
    expect(idsOf(await as('GET', '/accounts?role=admin&status=pending'))).toEqual([fx.pendingAdmin!.id]);
  });

  it('counts the stat cards over live accounts (pending includes unverified)', async () => {
    expect((await as('GET', '/accounts?role=user')).body.stats).toEqual({
      total: 3,
      active: 1,
      banned: 1,
      disabled: 0,
      pending: 1,
    });
    expect((await as('GET', '/accounts?role=admin')).body.stats).toEqual({
      total: 5,
      active: 3,
      banned: 0,
      disabled: 1,
      pending: 1,
    });
  });

  it('filters by status and searches username or e-mail, pages, and never sends password hashes', async () => {
    expect(idsOf(await as('GET', '/accounts?role=user&status=banned'))).toEqual([fx.bannedUser!.id]);
    const local = fx.activeUser!.email.split('@')[0]!.toUpperCase();
    expect(idsOf(await as('GET', `/accounts?role=user&search=${local}`))).toEqual([fx.activeUser!.id]);
    const page = await as('GET', '/accounts?role=admin&limit=2&page=1');
    expect(page.body.accounts).toHaveLength(2);
    expect(page.body.pagination).toMatchObject({ totalItems: 5, hasMore: true, page: 1, limit: 2 });
    expect(JSON.stringify(page.body)).not.toMatch(/password|argon2/i);
  });

  it('shows deleted accounts only in the archives, with status deleted', async () => {
    const users = await as('GET', '/accounts/archived/users');
    expect(idsOf(users)).toEqual([fx.deletedUser!.id]);
    expect(users.body.accounts[0]).toMatchObject({ status: 'deleted', role: 'user' });
    expect(idsOf(await as('GET', '/accounts/archived/admins'))).toEqual([fx.deletedAdmin!.id]);
    expect(idsOf(await as('GET', '/accounts/deleted'))).toEqual(
      [fx.deletedUser!.id, fx.deletedAdmin!.id].sort(),
    );
  });

  it('pages /accounts/deleted like the other lists: at most `limit` items, each account once', async () => {
    const first = await as('GET', '/accounts/deleted?limit=1&page=1');
    expect(first.body.accounts).toHaveLength(1);
    expect(first.body.pagination).toMatchObject({ totalItems: 2, hasMore: true, page: 1, limit: 1 });
    const second = await as('GET', '/accounts/deleted?limit=1&page=2');
    expect(second.body.accounts).toHaveLength(1);
    expect(second.body.pagination.hasMore).toBe(false);
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual(
      [fx.deletedUser!.id, fx.deletedAdmin!.id].sort(),
    );
  });
});

describe('the superadmin password is checked by the server on every sensitive call', () => {
  const calls: [
    string,
    (pw: string | undefined) => Promise<{ status: number; body: { message: string } }>,
  ][] = [
    [
      'create admin',
      (pw) =>
        as('POST', '/accounts', {
          username: 'A',
          email: uniqueEmail(),
          password: 'Str0ng!pw',
          superadminPassword: pw,
        }),
    ],
    ['ban', (pw) => toggle(fx.activeUser!.id, 'banned', pw ?? null)],
    ['disable', (pw) => toggle(fx.activeAdmin!.id, 'disabled', pw ?? null)],
    ['delete', (pw) => as('DELETE', `/accounts/${fx.activeUser!.id}`, { superadminPassword: pw })],
    [
      'verify e-mail',
      (pw) =>
        as('POST', `/accounts/${fx.pendingAdmin!.id}/verify-email`, { otp: '1234', superadminPassword: pw }),
    ],
  ];

  it.each(calls)(
    '%s: missing -> 400 "Please enter your password", wrong -> 403, nothing changes',
    async (_n, send) => {
      const missing = await send(undefined);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Please enter your password');
      const wrong = await send('Not-the-pw1!');
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Incorrect super admin password.');
      expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.incorrectSuperadminPassword);
      expect((await accountRow(t.db, fx.activeUser!.id)).status).toBe('active');
      expect((await accountRow(t.db, fx.activeAdmin!.id)).status).toBe('active');
    },
  );

  it('limits password guessing: after 10 wrong passwords even the right one gets 429', async () => {
    for (let i = 0; i < 10; i++)
      expect((await toggle(fx.activeUser!.id, 'banned', `Guess-${i}!`)).status).toBe(403);
    expect((await toggle(fx.activeUser!.id, 'banned', PASSWORD)).status).toBe(429);
    expect((await accountRow(t.db, fx.activeUser!.id)).status).toBe('active');
  });
});

describe('POST /accounts: create an admin', () => {
  const create = (body: Record<string, unknown>, ip?: string) =>
    as(
      'POST',
      '/accounts',
      { username: 'New Admin', password: 'Str0ng!pw', superadminPassword: PASSWORD, ...body },
      ip,
    );

  it('creates a pending admin, mails a code and audits the creation', async () => {
    const email = uniqueEmail('newadmin');
    const ip = freshIp();
    const res = await create({ email }, ip);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.verificationOtpSentTo(email));
    expect(res.body.account).toMatchObject({ email, role: 'admin', status: 'pending', verified: false });
    expect(await latestMailedCode(t.db, email)).toMatch(/^\d{4}$/);
    await expectAudit(res.body.account._id, 'create', ip);
    const early = await call(t.app, 'POST', '/auth/login', { body: { email, password: 'Str0ng!pw' } });
    expect(early.status).toBe(403);
    expect(early.body.message).toContain('not been verified');
  });

  it('applies the admin password rules and lists every unmet one', async () => {
    const res = await create({ email: uniqueEmail(), password: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'Must be at least 8 characters',
      'Needs an uppercase letter',
      'Needs a number',
      'Needs a special character (any symbol, such as # . - or !)',
    ]);
    // Any symbol counts for an admin, not only @$!%*?&.
    expect((await create({ email: uniqueEmail(), password: 'Officer#2026a' })).status).toBe(201);
    expect((await create({ email: uniqueEmail(), password: 'strong1!pw' })).body.errors).toEqual([
      'Needs an uppercase letter',
    ]);
  });

  it('refuses role superadmin in the body', async () => {
    const res = await create({ email: uniqueEmail(), role: 'superadmin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION_MESSAGES.adminRole);
  });

  it("refuses a live account's e-mail with 409 (any capitals); a deleted one's e-mail is free", async () => {
    for (const email of [fx.activeUser!.email.toUpperCase(), fx.disabledAdmin!.email]) {
      const res = await create({ email });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An active account with this email already exists');
    }
    expect((await create({ email: fx.deletedAdmin!.email })).status).toBe(201);
  });

  it('POST accounts/email-check tells step 1 of the wizard the same, before any password', async () => {
    for (const email of [fx.activeUser!.email.toUpperCase(), fx.disabledAdmin!.email]) {
      const res = await as('POST', '/accounts/email-check', { email });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('An active account with this email already exists');
    }
    // The test above gave the deleted admin's e-mail to a new admin: archive one afresh.
    const archived = await insertAccount(t.db, { role: 'admin', status: 'deleted' });
    for (const email of [archived.email, uniqueEmail('free')])
      expect((await as('POST', '/accounts/email-check', { email })).body).toEqual({ available: true });
    expect((await as('POST', '/accounts/email-check', { email: 'not-an-email' })).status).toBe(400);
  });

  it('answers 409, not 500, when the same e-mail was created while this creation was under way', async () => {
    const email = uniqueEmail('twin');
    const gated = gatedTransactions(t.db);
    const meta = {
      actor: { ...suite.boss, role: 'superadmin' as const },
      ip: freshIp(),
      userAgent: undefined,
    };
    const body = { username: 'Twin', email, password: 'Str0ng!pw', superadminPassword: PASSWORD };
    // The first creation has passed the duplicate check and waits before its insert ...
    const first = createAdmin({ db: gated.db, mailer: noMail, secret: t.secret }, body, meta).then(
      () => undefined,
      (error: unknown) => error,
    );
    await Promise.race([gated.arrived, first]);
    // ... while a second one with the same e-mail completes.
    const second = await create({ email });
    gated.release();
    const outcome = await first;
    expect([statusOf(outcome, 201), second.status].sort(), describeOutcome(outcome)).toEqual([201, 409]);
    const refused = second.status === 409 ? second.body : outcome;
    expect((refused as { message: string }).message).toBe(ACCOUNT_MESSAGES.duplicateEmail);
  });
});

describe('POST /accounts/:id/verify-email', () => {
  it('verifies a pending admin with the mailed code; the admin can then log in', async () => {
    const admin = await insertAccount(t.db, { role: 'admin', status: 'pending' });
    const code = await plantCode(t.db, t.secret, admin.id, 'account-verification', '7319');
    const wrong = await as('POST', `/accounts/${admin.id}/verify-email`, {
      otp: '7318',
      superadminPassword: PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'OTP_WRONG', message: API_MESSAGES.wrongOtp(4) });
    const ip = freshIp();
    const res = await as(
      'POST',
      `/accounts/${admin.id}/verify-email`,
      { otp: code, superadminPassword: PASSWORD },
      ip,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Email verified successfully!');
    expect(await accountRow(t.db, admin.id)).toMatchObject({ status: 'active', verified: true });
    await expectAudit(admin.id, 'verify', ip);
    await login(t.app, admin.email);
  });

  it('refuses residents and admins that are not pending', async () => {
    for (const target of [fx.unverifiedUser!, fx.activeAdmin!]) {
      const res = await as('POST', `/accounts/${target.id}/verify-email`, {
        otp: '1234',
        superadminPassword: PASSWORD,
      });
      expect(res.status).toBe(400);
    }
  });
});
