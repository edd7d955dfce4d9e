import { createHash, createHmac } from 'node:crypto';
import { API_MESSAGES, LIMITS, TIMING } from '@dengue/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountRow,
  ageCodes,
  call,
  codesOf,
  expectAuditEntry,
  freshIp,
  insertAccount,
  latestMailedCode,
  login,
  outboxFor,
  PASSWORD,
  plantCode,
  uniqueEmail,
  useAuthTestApp,
} from '../../../test/auth-helpers.ts';
import { accounts, passwordResetTokens } from '../../db/schema/index.ts';

const t = useAuthTestApp();

const verify = (email: string, otp: string, purpose = 'account-verification', ip?: string) =>
  call(t.app, 'POST', '/auth/verify-otp', { body: { email, otp, purpose }, ip });
const resend = (email: string, purpose = 'account-verification', ip?: string) =>
  call(t.app, 'POST', '/auth/resend-otp', { body: { email, purpose }, ip });
const forgot = (email: string, ip?: string) =>
  call(t.app, 'POST', '/auth/forgot-password', { body: { email }, ip });
/** A code that is certainly wrong. */
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Signs up through the API and returns the account id and the mailed code. */
async function signUp(): Promise<{ id: string; email: string; code: string }> {
  const email = uniqueEmail('otp');
  const res = await call(t.app, 'POST', '/auth/register', {
    body: { email, username: 'Maria', password: 'dengue2024', confirmPassword: 'dengue2024' },
  });
  expect(res.status).toBe(201);
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return { id: row!.id, email, code: await latestMailedCode(t.db, email) };
}

describe('one-time codes: format and storage', () => {
  it('mails a 4-digit code, stores only a keyed hash of it, valid 10 minutes', async () => {
    const { id, email, code } = await signUp();
    expect(code).toMatch(new RegExp(`^\\d{${LIMITS.otpDigits}}$`));
    const [stored] = await codesOf(t.db, id);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed with the server secret: a plain hash of one of 10,000 codes would be reversed by a lookup table.
    expect(stored!.codeHash).toBe(createHmac('sha256', t.secret).update(code).digest('hex'));
    expect(stored!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60_000);
    expect(stored!.attempts).toBe(0);
    const [mail] = await outboxFor(t.db, email);
    expect(mail!.html).toContain(code);
  });

  it('verifies the account with the right code, once', async () => {
    const { id, email, code } = await signUp();
    const ip = freshIp();
    const ok = await verify(email, code, 'account-verification', ip);
    expect(ok.status).toBe(200);
    expect(await accountRow(t.db, id)).toMatchObject({ status: 'active', verified: true });
    await expectAuditEntry(t.db, { targetId: id, action: 'verify', ip, actorId: id });
    const again = await verify(email, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(API_MESSAGES.invalidOtp);
    expect(
      (await call(t.app, 'POST', '/auth/login', { body: { email, password: 'dengue2024' } })).status,
    ).toBe(200);
  });

  it('does not accept a code of the other purpose', async () => {
    const account = await insertAccount(t.db);
    const code = await plantCode(t.db, t.secret, account.id, 'account-verification', '2468');
    const res = await verify(account.email, code, 'password-reset');
    expect(res.status).toBe(400);
    expect(res.body.resetToken).toBeUndefined();
  });
});

describe('one-time codes: expiry after 10 minutes', () => {
  it('still accepts a code 9 minutes 50 seconds old', async () => {
    const { id, email, code } = await signUp();
    await ageCodes(t.db, id, 590);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('refuses the right code 10 minutes and 1 second later, saying it expired', async () => {
    const { id, email, code } = await signUp();
    await ageCodes(t.db, id, 601);
    const res = await verify(email, code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: API_MESSAGES.otpExpired, code: 'OTP_EXPIRED' });
    expect((await accountRow(t.db, id)).status).toBe('unverified');
  });
});

describe('one-time codes: lockout after 5 wrong codes', () => {
  it('kills the code at the 5th wrong try; the right code then fails too', async () => {
    const { id, email, code } = await signUp();
    const messages: string[] = [];
    for (let i = 0; i < TIMING.otpMaxAttempts; i++) {
      const res = await verify(email, wrongFor(code));
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      'The code is wrong. You have 4 tries left.',
      'The code is wrong. You have 3 tries left.',
      'The code is wrong. You have 2 tries left.',
      'The code is wrong. You have 1 try left.',
      API_MESSAGES.otpTooManyAttempts,
    ]);
    const right = await verify(email, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(API_MESSAGES.otpTooManyAttempts);
    expect((await accountRow(t.db, id)).status).toBe('unverified');
    expect((await codesOf(t.db, id))[0]!.attempts).toBe(5);
  });

  it('tells a wrong sign-up code by its code, with the tries left as a param', async () => {
    const { email, code } = await signUp();
    const res = await verify(email, wrongFor(code));
    expect(res.body).toMatchObject({ code: 'OTP_WRONG', params: { attemptsLeft: 4 } });
  });

  it('keeps a wrong password-reset code vague: no tries left, the unknown-address answer', async () => {
    const account = await insertAccount(t.db);
    const code = await plantCode(t.db, t.secret, account.id, 'password-reset', '2468');
    const wrong = await verify(account.email, wrongFor(code), 'password-reset');
    const unknown = await verify(uniqueEmail('nobody'), '2468', 'password-reset');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'OTP_INVALID', message: API_MESSAGES.invalidOtp });
  });

  it('counts the right code as one of the 5 tries: 4 wrong then right succeeds', async () => {
    const { email, code } = await signUp();
    for (let i = 0; i < 4; i++) expect((await verify(email, wrongFor(code))).status).toBe(400);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('lets 10 simultaneous wrong guesses use no more than 5 tries', async () => {
    const { id, email, code } = await signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(email, wrongFor(code))));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect((await codesOf(t.db, id))[0]!.attempts).toBeLessThanOrEqual(5);
    expect((await verify(email, code)).body.message).toBe(API_MESSAGES.otpTooManyAttempts);
  });
});

describe('POST /auth/resend-otp: 60 s cooldown', () => {
  const waitOf = (message: string) => Number(/^Please wait (\d+) seconds?/.exec(message)?.[1]);

  it('refuses a resend right after sign-up with "Please wait N seconds", N close to 60', async () => {
    const { email } = await signUp();
    const res = await resend(email);
    expect(res.status).toBe(429);
    const n = waitOf(res.body.message);
    expect(n).toBeGreaterThanOrEqual(58);
    expect(n).toBeLessThanOrEqual(60);
    expect(res.body.message).toBe(API_MESSAGES.pleaseWaitSeconds(n));
  });

  it('tells the real remaining time: 45 s after the code, N = 15', async () => {
    const { id, email } = await signUp();
    await ageCodes(t.db, id, 45);
    const res = await resend(email);
    expect(res.status).toBe(429);
    const n = waitOf(res.body.message);
    expect(n).toBeGreaterThanOrEqual(14);
    expect(n).toBeLessThanOrEqual(16);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds/);
  });

  it('sends a new code after 60 s; the new code supersedes the old one', async () => {
    const account = await insertAccount(t.db, { status: 'unverified' });
    const old = await plantCode(t.db, t.secret, account.id, 'account-verification', '1357');
    await ageCodes(t.db, account.id, 60);
    const res = await resend(account.email);
    expect(res.status).toBe(200);
    const fresh = await latestMailedCode(t.db, account.email);
    if (fresh !== old) expect((await verify(account.email, old)).status).toBe(400);
    expect((await verify(account.email, fresh)).status).toBe(200);
  });

  it('sends no code to an account that is already verified, and answers as for an unknown address', async () => {
    const account = await insertAccount(t.db);
    const unknown = uniqueEmail('nobody');
    const [known1, unknown1] = [await resend(account.email), await resend(unknown)];
    expect(known1).toEqual(unknown1);
    expect(known1.status).toBe(200);
    expect(await codesOf(t.db, account.id)).toHaveLength(0);
    // The cooldown runs for every address, so a second try within 60 s cannot tell them apart either.
    const [known2, unknown2] = [await resend(account.email), await resend(unknown)];
    expect(known2.status).toBe(429);
    expect(unknown2.status).toBe(429);
    expect(known2.body.message).toMatch(/^Please wait (59|60) seconds/);
    expect(unknown2.body.message).toMatch(/^Please wait (59|60) seconds/);
  });

  it.each([
    ['active', 'password-reset'],
    ['active', 'account-verification'],
    ['disabled', 'password-reset'],
    ['unverified', 'password-reset'],
  ] as const)('a %s account (%s) cannot be told from an unknown address', async (status, purpose) => {
    const account = await insertAccount(t.db, { status });
    const unknown = uniqueEmail('nobody');
    // A reset code asked for first: a known account now holds a fresh code, an unknown address does not.
    expect((await forgot(account.email)).body).toEqual((await forgot(unknown)).body);
    const known = await resend(account.email, purpose);
    const other = await resend(unknown, purpose);
    expect({ status: known.status, message: known.body.message.replace(/\d+/, 'N') }).toEqual({
      status: other.status,
      message: other.body.message.replace(/\d+/, 'N'),
    });
  });
});

describe('a 4-digit code cannot be guessed: the hourly bound per e-mail', () => {
  /**
   * The attacker asks for codes (forgot-password and resend alternately, waiting out each cooldown) and
   * spends every try on wrong guesses, until the server answers 429 to both. Returns what was obtained.
   */
  async function attack(email: string, accountId: string, ipFor: () => string) {
    let guesses = 0;
    let codeRequestsRefused = false;
    for (let round = 0; round < 12; round++) {
      const ask =
        round % 2 === 0 ? await forgot(email, ipFor()) : await resend(email, 'password-reset', ipFor());
      if (ask.status === 429) {
        expect(ask.body.message).toMatch(/^Too many attempts/);
        codeRequestsRefused = true;
        break;
      }
      const code = await latestMailedCode(t.db, email);
      for (let i = 0; i < 10; i++) {
        const res = await verify(email, wrongFor(code), 'password-reset', ipFor());
        if (res.status === 429) break;
        guesses += 1;
        if (res.body.message === API_MESSAGES.otpTooManyAttempts) break;
      }
      await ageCodes(t.db, accountId, 61);
    }
    const codes = await codesOf(t.db, accountId);
    const triedCodes = codes.reduce((sum, c) => sum + c.attempts, 0);
    const lastGuess = await verify(email, '0000', 'password-reset', ipFor());
    return { codes: codes.length, guesses, triedCodes, codeRequestsRefused, lastGuess };
  }

  it('from one IP: at most 5 codes and 25 guesses, then 429', async () => {
    const victim = await insertAccount(t.db);
    const ip = freshIp();
    const r = await attack(victim.email, victim.id, () => ip);
    expect(r.codeRequestsRefused).toBe(true);
    expect(r.codes).toBeGreaterThan(0);
    expect(r.guesses).toBeGreaterThan(0);
    expect(r.codes).toBeLessThanOrEqual(5);
    expect(r.triedCodes).toBeLessThanOrEqual(25);
    expect(r.guesses).toBeLessThanOrEqual(25);
    expect(r.lastGuess.status).toBe(429);
    expect(r.lastGuess.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('from a new IP for every request: the same bound holds per e-mail', async () => {
    const victim = await insertAccount(t.db);
    const r = await attack(victim.email, victim.id, freshIp);
    expect(r.codes).toBeLessThanOrEqual(5);
    expect(r.triedCodes).toBeLessThanOrEqual(25);
    expect(r.guesses).toBeLessThanOrEqual(25);
    expect(r.lastGuess.status).toBe(429);
  });
});

describe('password reset, end to end', () => {
  it('forgot -> code -> resetToken -> new password; old password, old sessions and the token are dead', async () => {
    const account = await insertAccount(t.db);
    const sessions = [await login(t.app, account.email), await login(t.app, account.email)];
    const asked = await forgot(account.email.toUpperCase());
    expect(asked.status).toBe(200);
    const [mail] = await outboxFor(t.db, account.email);
    expect(mail!.subject).toMatch(/password reset/i);
    const code = await latestMailedCode(t.db, account.email);

    const verified = await verify(account.email, code, 'password-reset');
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.accountId, account.id));
    expect(stored!.tokenHash).not.toContain(resetToken);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(15 * 60_000, -4);

    const weak = await call(t.app, 'POST', '/auth/reset-password', {
      body: { resetToken, newPassword: 'weakpass1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual(['Needs an uppercase letter', 'Needs a special character']);

    const newPassword = 'N3w-Secret!';
    const done = await call(t.app, 'POST', '/auth/reset-password', { body: { resetToken, newPassword } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Password has been reset successfully!');

    const old = await call(t.app, 'POST', '/auth/login', {
      body: { email: account.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    await login(t.app, account.email, newPassword);
    const reused = await call(t.app, 'POST', '/auth/reset-password', {
      body: { resetToken, newPassword: 'An0ther-Secret!' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(API_MESSAGES.invalidResetToken);
    for (const s of sessions) {
      const res = await call(t.app, 'POST', '/auth/refresh-token', {
        body: { refreshToken: s.refreshToken },
      });
      expect(res.status).toBe(401);
    }
  });

  it('refuses an expired reset token and leaves the password unchanged', async () => {
    const account = await insertAccount(t.db);
    const code = await plantCode(t.db, t.secret, account.id, 'password-reset');
    const { resetToken } = (await verify(account.email, code, 'password-reset')).body;
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.accountId, account.id));
    const res = await call(t.app, 'POST', '/auth/reset-password', {
      body: { resetToken, newPassword: 'N3w-Secret!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_MESSAGES.invalidResetToken);
    await login(t.app, account.email, PASSWORD);
  });

  it('refuses a made-up reset token', async () => {
    const res = await call(t.app, 'POST', '/auth/reset-password', {
      body: { resetToken: 'x'.repeat(43), newPassword: 'N3w-Secret!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_MESSAGES.invalidResetToken);
  });
});

describe('POST /auth/forgot-password does not tell who has an account', () => {
  it('answers the same for an active, an unknown, an unverified and a banned e-mail', async () => {
    const active = await insertAccount(t.db);
    const unverified = await insertAccount(t.db, { status: 'unverified' });
    const banned = await insertAccount(t.db, { status: 'banned' });
    const answers = [];
    for (const email of [active.email, uniqueEmail('ghost'), unverified.email, banned.email]) {
      answers.push(await forgot(email));
    }
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(await outboxFor(t.db, active.email)).toHaveLength(1);
    expect(await outboxFor(t.db, banned.email)).toHaveLength(0);
  });

  it('answers a second request within the cooldown the same for a known and an unknown e-mail', async () => {
    const active = await insertAccount(t.db);
    const ghost = uniqueEmail('ghost');
    await forgot(active.email);
    await forgot(ghost);
    const known = await forgot(active.email);
    const unknown = await forgot(ghost);
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
  });
});
