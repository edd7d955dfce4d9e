import { createHash, randomUUID } from 'node:crypto';
import { API_MESSAGES, GENERIC_MESSAGES } from '@dengue/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  type CallResult,
  call,
  createAuthTestApp,
  type Fixture,
  insertAccount,
  login,
  multipartFile,
  PASSWORD,
  plantCode,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import {
  accounts,
  alertBarangays,
  alerts,
  barangays,
  interventions,
  passwordResetTokens,
} from '../../db/schema/index.ts';
import { type Action, type Resource, rolesFor } from '../../lib/policy.ts';

/**
 * Every auth, accounts, alerts and push endpoint (and the bulk report change, the intervention
 * effectiveness analysis and the cluster calls) called as each kind of caller.
 * A cell sends a valid request for its caller (fresh targets are made per cell), so the status shows what the
 * caller may do, not a body error.
 */
const PERSONAS = ['visitor', 'user', 'another user', 'admin', 'superadmin', 'disabled account'] as const;
type Persona = (typeof PERSONAS)[number];
type Expected = Record<Persona, number>;

const row = (
  visitor: number,
  user: number,
  other: number,
  admin: number,
  superadmin: number,
  disabled: number,
) =>
  ({
    visitor,
    user,
    'another user': other,
    admin,
    superadmin,
    'disabled account': disabled,
  }) satisfies Expected;
/** Needs no identity; the bearer token of any caller is irrelevant. */
const PUBLIC = (s: number) => row(s, s, s, s, s, s);
/** Any signed-in, non-locked account. */
const SIGNED_IN = (s: number) => row(401, s, s, s, s, 401);
/**
 * What lib/policy.ts grants for an action, as a row: the roles it names get `s`, other signed-in roles 403,
 * visitors and locked accounts 401. A rule changed in the policy changes these expectations with it.
 */
const BY_POLICY = <R extends Resource>(resource: R, action: Action<R>, s: number) => {
  const roles: readonly string[] = rolesFor(resource, action);
  const as = (role: string) => (roles.includes(role) ? s : 403);
  return row(401, as('user'), as('user'), as('admin'), as('superadmin'), 401);
};
const SUPERADMIN_ONLY = (s: number) => BY_POLICY('account', 'change', s);
/** Only the owner of the resource (the `user` column's account). */
const OWNER_ONLY = (s: number) => row(401, s, 403, 403, 403, 401);
const ADMIN_ONLY = (s: number) => BY_POLICY('alert', 'change', s);
/** Signed-in residents only (dengue alerts reach residents, not staff). */
const RESIDENT_ONLY = (s: number) => BY_POLICY('alert', 'dismiss', s);
/** Those who may change a report's status (verify, reject, bulk-validate). */
const STAFF_ONLY = (s: number) => BY_POLICY('report', 'change', s);

interface Caller {
  account?: Fixture;
  accessToken?: string;
  refreshTokens: string[];
}

let t: AuthTestApp;
const callers = {} as Record<Persona, Caller>;

beforeAll(async () => {
  t = await createAuthTestApp();
  callers.visitor = { refreshTokens: ['no-such-session', 'no-such-session'] };
  for (const [persona, role] of [
    ['user', 'user'],
    ['another user', 'user'],
    ['admin', 'admin'],
    ['superadmin', 'superadmin'],
    ['disabled account', 'admin'],
  ] as const) {
    const account = await insertAccount(t.db, { role });
    const first = await login(t.app, account.email);
    const second = await login(t.app, account.email);
    callers[persona] = {
      account,
      accessToken: first.accessToken,
      refreshTokens: [first.refreshToken, second.refreshToken],
    };
  }
  // Disabled after logging in: it still holds a valid access token and refresh tokens.
  const disabled = callers['disabled account'].account!;
  await t.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.id, disabled.id));
});
afterAll(() => t.close());

const emailOf = (p: Persona) => callers[p].account?.email ?? uniqueEmail('visitor');
const owner = () => callers.user.account!.id;
const unverified = () => insertAccount(t.db, { status: 'unverified' });
const aBarangay = async () => (await t.db.select({ id: barangays.id }).from(barangays).limit(1))[0]!.id;
/** An alert stored directly, so each cell has its own to read, correct, archive or dismiss. */
const anAlert = async () => {
  const [alert] = await t.db
    .insert(alerts)
    .values({ senderId: callers.admin.account!.id, messages: ['Matrix alert'] })
    .returning();
  await t.db.insert(alertBarangays).values({ alertId: alert!.id, barangayId: await aBarangay() });
  return alert!.id;
};
/** A past intervention stored directly, for the effectiveness analysis. */
const anIntervention = async () => {
  const [row] = await t.db
    .insert(interventions)
    .values({
      barangayId: await aBarangay(),
      interventionType: 'Fogging',
      personnel: 'Matrix team',
      date: new Date(Date.now() - 70 * 86_400_000),
      status: 'Complete',
    })
    .returning({ id: interventions.id });
  return row!.id;
};
const pushDevice = (p: Persona) => ({
  endpoint: `https://push.example.test/${encodeURIComponent(p)}/${Math.random().toString(36).slice(2)}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) },
});
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c53030' } })
    .png()
    .toBuffer();

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  expected: Expected;
  /** Path with its ids filled in, and a valid body for this caller. */
  prepare?: (p: Persona) => Promise<{ path?: string; body?: unknown; multipart?: boolean }>;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/auth/register',
    expected: PUBLIC(201),
    prepare: async () => ({
      body: {
        email: uniqueEmail('new'),
        username: 'New',
        password: 'dengue2024',
        confirmPassword: 'dengue2024',
      },
    }),
  },
  {
    method: 'POST',
    path: '/auth/login',
    expected: row(401, 200, 200, 200, 200, 401),
    prepare: async (p) => ({ body: { email: emailOf(p), password: PASSWORD } }),
  },
  {
    method: 'POST',
    path: '/auth/verify-otp',
    expected: PUBLIC(200),
    prepare: async () => {
      const a = await unverified();
      return { body: { email: a.email, otp: await plantCode(t.db, t.secret, a.id, 'account-verification') } };
    },
  },
  {
    method: 'POST',
    path: '/auth/resend-otp',
    expected: PUBLIC(200),
    prepare: async () => ({ body: { email: (await unverified()).email } }),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    expected: PUBLIC(200),
    prepare: async (p) => ({ body: { email: emailOf(p) } }),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    expected: PUBLIC(200),
    prepare: async (p) => {
      const a = await insertAccount(t.db);
      const resetToken = `reset-${p}-${a.id}`;
      await t.db.insert(passwordResetTokens).values({
        accountId: a.id,
        tokenHash: createHash('sha256').update(resetToken).digest('hex'),
        expiresAt: new Date(Date.now() + 15 * 60_000),
      });
      return { body: { resetToken, newPassword: 'Brand-N3w!pw' } };
    },
  },
  {
    method: 'POST',
    path: '/auth/refresh-token',
    expected: row(401, 200, 200, 200, 200, 401),
    prepare: async (p) => ({ body: { refreshToken: callers[p].refreshTokens[0] } }),
  },
  {
    method: 'POST',
    path: '/auth/logout',
    expected: PUBLIC(200),
    prepare: async (p) => ({ body: { refreshToken: callers[p].refreshTokens[1] } }),
  },
  { method: 'GET', path: '/auth/me', expected: SIGNED_IN(200) },
  { method: 'GET', path: '/accounts?role=user', expected: SUPERADMIN_ONLY(200) },
  { method: 'GET', path: '/accounts?role=admin', expected: SUPERADMIN_ONLY(200) },
  {
    method: 'POST',
    path: '/accounts',
    expected: SUPERADMIN_ONLY(201),
    prepare: async () => ({
      body: {
        username: 'Admin',
        email: uniqueEmail('admin'),
        password: 'Str0ng!pw',
        superadminPassword: PASSWORD,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/accounts/{id}',
    expected: SUPERADMIN_ONLY(200),
    prepare: async () => ({
      path: `/accounts/${(await insertAccount(t.db)).id}`,
      body: { superadminPassword: PASSWORD },
    }),
  },
  {
    method: 'PATCH',
    path: '/accounts/{id}/toggle-status',
    expected: SUPERADMIN_ONLY(200),
    prepare: async () => ({
      path: `/accounts/${(await insertAccount(t.db)).id}/toggle-status`,
      body: { status: 'banned', superadminPassword: PASSWORD },
    }),
  },
  {
    method: 'POST',
    path: '/accounts/{id}/verify-email',
    expected: SUPERADMIN_ONLY(200),
    prepare: async () => {
      const a = await insertAccount(t.db, { role: 'admin', status: 'pending' });
      const otp = await plantCode(t.db, t.secret, a.id, 'account-verification');
      return { path: `/accounts/${a.id}/verify-email`, body: { otp, superadminPassword: PASSWORD } };
    },
  },
  {
    method: 'POST',
    path: '/accounts/email-check',
    expected: SUPERADMIN_ONLY(200),
    prepare: async () => ({ body: { email: uniqueEmail('free') } }),
  },
  { method: 'GET', path: '/accounts/deleted', expected: SUPERADMIN_ONLY(200) },
  { method: 'GET', path: '/accounts/archived/users', expected: SUPERADMIN_ONLY(200) },
  { method: 'GET', path: '/accounts/archived/admins', expected: SUPERADMIN_ONLY(200) },
  { method: 'GET', path: '/accounts/me', expected: SIGNED_IN(200) },
  { method: 'GET', path: '/accounts/basic', expected: SIGNED_IN(200) },
  { method: 'GET', path: '/accounts/role/user', expected: PUBLIC(200) },
  {
    method: 'GET',
    path: '/accounts/profile/{id}',
    // Public, but a token that is sent is checked: a disabled account's token is refused.
    expected: row(200, 200, 200, 200, 200, 401),
    prepare: async () => ({ path: `/accounts/profile/${owner()}` }),
  },
  {
    method: 'PATCH',
    path: '/accounts/{id}/bio',
    expected: OWNER_ONLY(200),
    prepare: async () => ({ path: `/accounts/${owner()}/bio`, body: { bio: 'Matrix bio' } }),
  },
  {
    method: 'POST',
    path: '/accounts/profile-photo',
    expected: SIGNED_IN(200),
    prepare: async () => ({ body: await png(), multipart: true }),
  },
  {
    method: 'PATCH',
    path: '/reports/bulk-validate',
    expected: STAFF_ONLY(200),
    // An unknown id is a valid request: it is answered as skipped.
    prepare: async () => ({ body: { reportIds: [randomUUID()] } }),
  },
  // The officer's cluster calls, on ids that do not exist: past the guard an admin is told 404
  // (report-cluster-calls.test.ts walks them on real clusters).
  ...(
    [
      ['POST', '/clusters/sub-clusters', () => `/clusters/sub-clusters`],
      [
        'PATCH',
        '/clusters/sub-clusters/{id}/add-reports',
        () => `/clusters/sub-clusters/${randomUUID()}/add-reports`,
      ],
      [
        'PATCH',
        '/clusters/sub-clusters/{id}/remove-reports',
        () => `/clusters/sub-clusters/${randomUUID()}/remove-reports`,
      ],
      ['PATCH', '/clusters/{id}/remove-reports', () => `/clusters/${randomUUID()}/remove-reports`],
      ['PATCH', '/clusters/{id}/resolve-reports', () => `/clusters/${randomUUID()}/resolve-reports`],
    ] as const
  ).map(
    ([method, path, url]): Endpoint => ({
      method,
      path,
      expected: BY_POLICY('cluster', 'change', 404),
      prepare: async () => ({
        path: url(),
        body: { clusterId: randomUUID(), reportIds: [randomUUID()], isResolved: true },
      }),
    }),
  ),
  {
    method: 'POST',
    path: '/alerts',
    expected: ADMIN_ONLY(201),
    prepare: async () => ({ body: { barangayIds: [await aBarangay()], messages: ['Matrix alert'] } }),
  },
  { method: 'GET', path: '/alerts', expected: ADMIN_ONLY(200) },
  { method: 'GET', path: '/alerts/cooldown', expected: ADMIN_ONLY(200) },
  {
    method: 'GET',
    path: '/alerts/audience',
    expected: ADMIN_ONLY(200),
    prepare: async () => ({ path: `/alerts/audience?barangayIds=${await aBarangay()}` }),
  },
  {
    method: 'GET',
    path: '/alerts/{id}',
    expected: ADMIN_ONLY(200),
    prepare: async () => ({ path: `/alerts/${await anAlert()}` }),
  },
  {
    method: 'PATCH',
    path: '/alerts/{id}',
    expected: ADMIN_ONLY(200),
    prepare: async () => ({ path: `/alerts/${await anAlert()}`, body: { messages: ['Corrected'] } }),
  },
  {
    method: 'DELETE',
    path: '/alerts/{id}',
    expected: ADMIN_ONLY(200),
    prepare: async () => ({ path: `/alerts/${await anAlert()}` }),
  },
  { method: 'GET', path: '/accounts/me/home-barangay', expected: RESIDENT_ONLY(200) },
  {
    method: 'PATCH',
    path: '/accounts/me/home-barangay',
    expected: RESIDENT_ONLY(200),
    prepare: async () => ({ body: { barangayId: await aBarangay() } }),
  },
  { method: 'GET', path: '/alerts/home', expected: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/alerts/{id}/dismiss',
    expected: RESIDENT_ONLY(200),
    prepare: async () => ({ path: `/alerts/${await anAlert()}/dismiss` }),
  },
  {
    method: 'GET',
    path: '/alerts/by-barangay/{id}',
    expected: PUBLIC(200),
    prepare: async () => ({ path: `/alerts/by-barangay/${await aBarangay()}` }),
  },
  {
    method: 'POST',
    path: '/analytics/analyze-intervention-effectivity',
    expected: BY_POLICY('intervention', 'analyseEffect', 200),
    prepare: async () => ({ body: { intervention_id: await anIntervention() } }),
  },
  { method: 'GET', path: '/push/public-key', expected: PUBLIC(200) },
  {
    method: 'POST',
    path: '/push/subscriptions',
    expected: RESIDENT_ONLY(201),
    prepare: async (p) => ({ body: pushDevice(p) }),
  },
  {
    method: 'DELETE',
    path: '/push/subscriptions',
    expected: RESIDENT_ONLY(200),
    prepare: async (p) => ({ body: { endpoint: pushDevice(p).endpoint } }),
  },
];

async function send(endpoint: Endpoint, persona: Persona): Promise<CallResult> {
  const prepared = (await endpoint.prepare?.(persona)) ?? {};
  const token = callers[persona].accessToken;
  const url = prepared.path ?? endpoint.path;
  if (prepared.multipart) {
    const { payload, headers } = multipartFile(
      'profilePhoto',
      'me.png',
      'image/png',
      prepared.body as Buffer,
    );
    return call(t.app, endpoint.method, url, { token, payload, headers });
  }
  return call(t.app, endpoint.method, url, { token, body: prepared.body });
}

describe.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, endpoint) => {
  it.each(PERSONAS.map((p) => [p, endpoint.expected[p]] as const))('as %s -> %i', async (persona, status) => {
    const res = await send(endpoint, persona);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 401 && persona === 'disabled account') {
      expect(res.body.message).toContain('account disabled');
      expect(res.body.code).toBe('ACCOUNT_DISABLED');
    }
    if (status === 401 && persona === 'visitor' && endpoint.path.startsWith('/accounts')) {
      expect(res.body.message).toBe(GENERIC_MESSAGES.unauthorized);
    }
    if (status === 403 && endpoint.expected.user === 403) {
      expect(res.body.message).toBe(API_MESSAGES.forbidden);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });
});
