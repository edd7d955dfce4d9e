import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CallResult,
  call,
  freshIp,
  insertAccount,
  PASSWORD,
  uniqueEmail,
  useAuthTestApp,
} from '../../../test/auth-helpers.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { AUTH_RATES, LOGIN_LIMITS } from './auth.rate-limits.ts';

const t = useAuthTestApp({ resetRateLimits: true });

/** Lets the 60 s wait between codes pass: these tests are about the hourly budgets. */
const passCooldowns = () =>
  t.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'code-cooldown:%'));

/** The limits as configured: [per IP, per e-mail]. */
const limitsOf = (rule: (ip: string, email: string) => { limit: number; windowSeconds: number }[]) => {
  const [ip, email] = rule('ip', 'email');
  return { ip: ip!, email: email! };
};

interface Endpoint {
  name: string;
  /** Sign-in has no plain per-e-mail limit: auth-login-throttle.test.ts covers its per-account rules. */
  perEmailFromAnyIp?: false;
  rule: (ip: string, email: string) => { limit: number; windowSeconds: number }[];
  send: (email: string, ip: string) => Promise<CallResult>;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /auth/login',
    rule: (ip, email) => [
      { key: `ip:${ip}`, ...LOGIN_LIMITS.perAddress },
      { key: `email:${email}`, ...LOGIN_LIMITS.perAccountAddress },
    ],
    perEmailFromAnyIp: false,
    send: (email, ip) => call(t.app, 'POST', '/auth/login', { body: { email, password: PASSWORD }, ip }),
  },
  {
    name: 'POST /auth/register',
    rule: AUTH_RATES.register,
    send: (email, ip) =>
      call(t.app, 'POST', '/auth/register', {
        body: { email, username: 'Rate', password: 'dengue2024', confirmPassword: 'dengue2024' },
        ip,
      }),
  },
  {
    name: 'POST /auth/verify-otp',
    rule: AUTH_RATES.verify,
    send: (email, ip) => call(t.app, 'POST', '/auth/verify-otp', { body: { email, otp: '0000' }, ip }),
  },
  {
    name: 'POST /auth/resend-otp',
    rule: AUTH_RATES.newCode,
    send: async (email, ip) => {
      await passCooldowns();
      return call(t.app, 'POST', '/auth/resend-otp', { body: { email }, ip });
    },
  },
  {
    name: 'POST /auth/forgot-password',
    rule: AUTH_RATES.newCode,
    send: (email, ip) => call(t.app, 'POST', '/auth/forgot-password', { body: { email }, ip }),
  },
];

/** A 429 that tells the person what happened and when to come back, in whole minutes of the real window. */
function expectClear429(res: CallResult, windowSeconds: number) {
  expect(res.status).toBe(429);
  const match = /^Too many attempts\. Please try again in (\d+) minutes?\.$/.exec(res.body.message);
  expect(match, res.body.message).not.toBeNull();
  expect(Number(match![1])).toBeGreaterThanOrEqual(1);
  expect(Number(match![1])).toBeLessThanOrEqual(Math.ceil(windowSeconds / 60));
  expect(res.body.retryAfter).toBeGreaterThan(0);
  expect(res.body.retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each(ENDPOINTS.map((e) => [e.name, e] as const))(
  '%s: rate limits',
  (_name, { rule, send, perEmailFromAnyIp }) => {
    const limits = limitsOf(rule);

    it(`per IP: ${limits.ip.limit} requests pass, the next gets 429; another IP is unaffected`, async () => {
      const ip = freshIp();
      for (let i = 0; i < limits.ip.limit; i++) {
        const res = await send(uniqueEmail('ip'), ip);
        expect(res.status, `request ${i + 1}`).not.toBe(429);
      }
      expectClear429(await send(uniqueEmail('ip'), ip), limits.ip.windowSeconds);
      expect((await send(uniqueEmail('ip'), freshIp())).status).not.toBe(429);
    });

    // Sign-in is left out here rather than skipped: its per-account rules have their own file.
    if (perEmailFromAnyIp === false) return;
    it(`per e-mail: ${limits.email.limit} requests pass from any IPs, the next gets 429; another e-mail is unaffected`, async () => {
      const email = uniqueEmail('target');
      for (let i = 0; i < limits.email.limit; i++) {
        const res = await send(email, freshIp());
        expect(res.status, `request ${i + 1}`).not.toBe(429);
      }
      expectClear429(await send(email, freshIp()), limits.email.windowSeconds);
      // Capitals do not make a new e-mail.
      expect((await send(email.toUpperCase(), freshIp())).status).toBe(429);
      expect((await send(uniqueEmail('other'), freshIp())).status).not.toBe(429);
    });
  },
);

describe('rate limits: details', () => {
  it('login: the per-(account, address) limit also stops the right password from that address, not elsewhere', async () => {
    const account = await insertAccount(t.db);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress.limit; i++) {
      const wrong = await call(t.app, 'POST', '/auth/login', {
        body: { email: account.email, password: `Wrong-${i}` },
        ip,
      });
      expect(wrong.status).toBe(401);
    }
    const right = await call(t.app, 'POST', '/auth/login', {
      body: { email: account.email, password: PASSWORD },
      ip,
    });
    expect(right.status).toBe(429);
    // Wrong passwords from one address do not lock the owner out everywhere (docs/decisions/021).
    const elsewhere = await call(t.app, 'POST', '/auth/login', {
      body: { email: account.email, password: PASSWORD },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('resend-otp and forgot-password share one budget of new codes per e-mail', async () => {
    const email = uniqueEmail('shared');
    const { limit } = limitsOf(AUTH_RATES.newCode).email;
    for (let i = 0; i < limit; i++) {
      const path = i % 2 === 0 ? '/auth/forgot-password' : '/auth/resend-otp';
      await passCooldowns();
      expect((await call(t.app, 'POST', path, { body: { email } })).status).not.toBe(429);
    }
    expect((await call(t.app, 'POST', '/auth/forgot-password', { body: { email } })).status).toBe(429);
    await passCooldowns();
    expect((await call(t.app, 'POST', '/auth/resend-otp', { body: { email } })).status).toBe(429);
  });

  it('a forged X-Forwarded-For does not give a new IP (no proxy is trusted by default)', async () => {
    const ip = freshIp();
    const { limit } = limitsOf(AUTH_RATES.verify).ip;
    const send = (i: number) =>
      call(t.app, 'POST', '/auth/verify-otp', {
        body: { email: uniqueEmail('xff'), otp: '0000' },
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
      });
    for (let i = 0; i < limit; i++) expect((await send(i)).status).toBe(400);
    expect((await send(limit)).status).toBe(429);
  });

  it('the window ends: once it has passed, requests are allowed again', async () => {
    const email = uniqueEmail('window');
    const send = () => call(t.app, 'POST', '/auth/verify-otp', { body: { email, otp: '0000' } });
    const { limit } = limitsOf(AUTH_RATES.verify).email;
    for (let i = 0; i < limit; i++) await send();
    expect((await send()).status).toBe(429);
    await t.db.update(rateLimitCounters).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await send()).status).toBe(400);
  });

  it('counts concurrent requests exactly: 40 at once on one e-mail let no more than the limit through', async () => {
    const email = uniqueEmail('burst');
    const { limit } = limitsOf(AUTH_RATES.verify).email;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t.app, 'POST', '/auth/verify-otp', { body: { email, otp: '0000' } }),
      ),
    );
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(limit);
  });
});
