import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { App } from '../src/lib/http.ts';
import { openJobQueue } from '../src/lib/jobs/open-job-queue.ts';
import { registry } from '../src/lib/metrics.ts';
import { type AlertsWorld, createAlertsWorld } from '../src/modules/alerts/alerts-test-kit.ts';
import { LOGIN_LIMITS } from '../src/modules/auth/auth.rate-limits.ts';
import {
  csv,
  HEADER,
  type SurveillanceTestApp,
  uploadCsv,
} from '../src/modules/cases/surveillance-test-kit.ts';
import { call, freshIp, insertAccount, login, PASSWORD } from './auth-helpers.ts';
import { type FakePushService, startFakePushService } from './fake-push-service.ts';
import { databaseUrlFor } from './template-db.ts';

/**
 * Two API instances (A and B) on one PostgreSQL database, as behind a load balancer: background jobs run
 * once whichever instance polls, and sessions, rate limits and bans hold on both. Runs only when
 * TEST_DATABASE_URL points at a PostgreSQL server (vitest.config.ts leaves `*.pg.test.ts` out otherwise).
 */
const postgresUrl = inject('postgresUrl');

let fake: FakePushService;
let w: AlertsWorld;
let url: string;
let b: { app: App; database: Database };
beforeAll(async () => {
  fake = await startFakePushService();
  w = await createAlertsWorld({}, { pushAgent: fake.agent });
  const rows = (await w.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  url = databaseUrlFor(postgresUrl, rows.rows[0]!.name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const app = await buildApp({
    config: w.config,
    database,
    jwtSecret: w.secret,
    logger: false,
    pushAgent: fake.agent,
  });
  await app.ready();
  b = { app, database };
}, 90_000);
afterAll(async () => {
  await b?.app.close();
  await b?.database.close();
  await w?.close();
  await fake?.close();
});

const doneCount = async (queue: string) => {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'dengue_job_duration_seconds');
  const values = (metric?.values ?? []) as {
    metricName?: string;
    labels: Record<string, string>;
    value: number;
  }[];
  return values
    .filter((v) => v.metricName === 'dengue_job_duration_seconds_count' && v.labels.queue === queue)
    .reduce((sum, v) => sum + v.value, 0);
};

describe('background jobs on two instances', () => {
  it('gives each of 40 jobs to exactly one of two instances polling the same queue', async () => {
    const runs = new Map<number, string[]>();
    const queues = [] as ReturnType<typeof openJobQueue>[];
    const databases: Database[] = [];
    for (const instance of ['A', 'B']) {
      const database = await openDatabase({ databaseUrl: url, dataDir: '' });
      const queue = openJobQueue(database, { pollMs: 500 });
      queue.define<{ n: number }>({
        name: 'two-instances',
        retryLimit: 0,
        retryDelaySeconds: 0,
        expireSeconds: 60,
        run: async ({ n }) => {
          runs.set(n, [...(runs.get(n) ?? []), instance]);
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
      });
      databases.push(database);
      queues.push(queue);
    }
    try {
      await Promise.all(queues.map((q) => q.start()));
      for (let n = 0; n < 40; n++) await queues[n % 2]!.enqueue('two-instances', { n });
      for (const queue of queues) queue.wake('two-instances');
      const deadline = Date.now() + 30_000;
      while (runs.size < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs.size).toBe(40);
      expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await Promise.all(databases.map((d) => d.close()));
    }
  });

  it('analyses an import uploaded to A once, and B shows it done', async () => {
    const admin = { app: w.app, adminToken: w.admin.token } as SurveillanceTestApp;
    const before = await doneCount('import-analysis');
    const lines = Array.from({ length: 30 }, (_, i) => `2024-06-0${(i % 5) + 3},,Bagbag,Alive,QC`);
    const res = await uploadCsv(admin, csv(HEADER, ...lines));
    expect(res.status).toBe(202);
    let status = '';
    for (let i = 0; i < 600 && status !== 'done' && status !== 'failed'; i++) {
      const poll = await call(b.app, 'GET', `/analytics/imports/${res.body.data.importId}`, {
        token: w.admin.token,
      });
      status = poll.body.data.status;
      if (status !== 'done') await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await doneCount('import-analysis')) - before).toBe(1);
    const jobs = (await w.db.execute(
      sql`select state::text from pgboss.job where name = 'import-analysis' and data->>'importId' = ${res.body.data.importId}`,
    )) as unknown as { rows: { state: string }[] };
    expect(jobs.rows).toEqual([{ state: 'completed' }]);
  });

  it('sends an alert sent through B to each device once, with both instances polling', async () => {
    const phone = fake.device();
    const tablet = fake.device();
    for (const [who, device] of [
      [w.residentsOfA[0]!, phone],
      [w.residentsOfA[1]!, tablet],
    ] as const) {
      const sub = await call(w.app, 'POST', '/push/subscriptions', {
        token: who.token,
        body: device.subscription,
      });
      expect(sub.status).toBe(201);
    }
    const sent = await call(b.app, 'POST', '/alerts', {
      token: w.admin.token,
      body: { barangayIds: [w.a.id], messages: ['Fogging tonight'] },
    });
    expect(sent.status).toBe(201);
    const deadline = Date.now() + 15_000;
    while (fake.deliveries.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.deliveries.map((d) => d.deviceId).sort()).toEqual([phone.id, tablet.id].sort());
    const alert = await call(w.app, 'GET', `/alerts/${sent.body._id}`, { token: w.admin.token });
    expect(alert.body).toMatchObject({ pushAttemptedCount: 2, pushDeliveredCount: 2 });
  });
});

describe('sessions, rate limits and bans on two instances', () => {
  it('accepts on B a session begun on A, and ends it everywhere at a logout on B', async () => {
    const person = await insertAccount(w.db);
    const session = await login(w.app, person.email);
    const me = await call(b.app, 'GET', '/auth/me', { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email ?? me.body.user?.email).toBe(person.email);
    const refreshed = await call(b.app, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const reused = await call(w.app, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(reused.status).toBe(401);
  });

  it('counts wrong passwords on A and B together', async () => {
    const person = await insertAccount(w.db);
    const ip = freshIp();
    const wrong = (app: App) =>
      call(app, 'POST', '/auth/login', { body: { email: person.email, password: 'Wrong!Pass1' }, ip });
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress.limit; i++) {
      expect((await wrong(i % 2 ? b.app : w.app)).status).toBe(401);
    }
    const refused = await call(b.app, 'POST', '/auth/login', {
      body: { email: person.email, password: PASSWORD },
      ip,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });

  it('refuses on B the token of an account banned through A', async () => {
    const person = await insertAccount(w.db);
    const session = await login(b.app, person.email);
    expect((await call(b.app, 'GET', '/auth/me', { token: session.accessToken })).status).toBe(200);
    const ban = await call(w.app, 'PATCH', `/accounts/${person.id}/toggle-status`, {
      token: w.superadmin.token,
      body: { status: 'banned', superadminPassword: PASSWORD },
    });
    expect(ban.status).toBe(200);
    const refused = await call(b.app, 'GET', '/auth/me', { token: session.accessToken });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('ACCOUNT_DISABLED');
  });
});
