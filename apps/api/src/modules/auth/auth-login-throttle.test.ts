import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CallResult,
  call,
  freshIp,
  insertAccount,
  PASSWORD,
  useAuthTestApp,
} from '../../../test/auth-helpers.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { LOGIN_LIMITS } from './auth.rate-limits.ts';

/**
 * Sign-in throttling counts wrong passwords only: per (account, address), per address, and a slower brake
 * per account over all addresses that a stranger cannot use to keep the owner out (docs/decisions/021).
 */
const t = useAuthTestApp({ resetRateLimits: true });

const attempt = (email: string, password: string, ip: string): Promise<CallResult> =>
  call(t.app, 'POST', '/auth/login', { body: { email, password }, ip });

const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

describe('login throttling: only failures count', () => {
  it('many correct sign-ins from one address are never refused', async () => {
    const account = await insertAccount(t.db);
    const ip = freshIp();
    const n = LOGIN_LIMITS.perAccountAddress.limit * 2 + 1;
    for (let i = 0; i < n; i++)
      expect((await attempt(account.email, PASSWORD, ip)).status, `login ${i + 1}`).toBe(200);
  });

  it('per (account, address): the limit of wrong passwords stops that address, even with the right one', async () => {
    const account = await insertAccount(t.db);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress.limit; i++) {
      expect((await attempt(account.email, `Wrong-${i}`, ip)).status).toBe(401);
    }
    const refused = await attempt(account.email, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);
    // The owner elsewhere is not affected.
    expect((await attempt(account.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('a successful sign-in clears the failures of that account at that address', async () => {
    const account = await insertAccount(t.db);
    const ip = freshIp();
    const almost = LOGIN_LIMITS.perAccountAddress.limit - 1;
    for (let i = 0; i < almost; i++) await attempt(account.email, `Wrong-${i}`, ip);
    expect((await attempt(account.email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < almost; i++)
      expect((await attempt(account.email, `Again-${i}`, ip)).status).toBe(401);
    expect((await attempt(account.email, PASSWORD, ip)).status).toBe(200);
  });

  it('per address: wrong passwords on many accounts stop that address, not others', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress.limit; i++) {
      const victim = await insertAccount(t.db);
      expect((await attempt(victim.email, 'Wrong-password', ip)).status).toBe(401);
    }
    const account = await insertAccount(t.db);
    expect((await attempt(account.email, PASSWORD, ip)).status).toBe(429);
    expect((await attempt(account.email, PASSWORD, freshIp())).status).toBe(200);
  });
});

describe('login throttling: the per-account brake cannot lock the owner out', () => {
  /** Wrong passwords from as many addresses as it takes to engage the brake. */
  async function engageBrake(email: string): Promise<string[]> {
    const ips: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) {
      const ip = freshIp();
      ips.push(ip);
      expect((await attempt(email, `Stuffed-${i}`, ip)).status).toBe(401);
    }
    return ips;
  }

  it("the superadmin's first correct try from a new address is accepted after a stranger's wrong passwords", async () => {
    const owner = await insertAccount(t.db, { role: 'superadmin' });
    await engageBrake(owner.email);
    await engageBrake(owner.email);
    expect((await attempt(owner.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('while the brake is on, an address that already failed on the account is refused; a new one gets one try', async () => {
    const account = await insertAccount(t.db);
    const ips = await engageBrake(account.email);
    const again = await attempt(account.email, PASSWORD, ips[0]!);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(TOO_MANY);
    const fresh = freshIp();
    expect((await attempt(account.email, 'One-more-guess', fresh)).status).toBe(401);
    expect((await attempt(account.email, PASSWORD, fresh)).status).toBe(429);
  });

  it('after the window, the brake is off and the counts start again', async () => {
    const account = await insertAccount(t.db);
    const ips = await engageBrake(account.email);
    await t.db.update(rateLimitCounters).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await attempt(account.email, PASSWORD, ips[0]!)).status).toBe(200);
  });

  it('concurrent wrong passwords from one address get no more tries than the limit', async () => {
    const account = await insertAccount(t.db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(account.email, `Burst-${i}`, ip)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_LIMITS.perAccountAddress.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - LOGIN_LIMITS.perAccountAddress.limit);
  });

  it('an unknown e-mail is throttled exactly like a known one (no account discovery)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAccountAddress.limit; i++) {
      statuses.push((await attempt(`nobody.${ip}@example.com`, `Wrong-${i}`, ip)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  });
});
