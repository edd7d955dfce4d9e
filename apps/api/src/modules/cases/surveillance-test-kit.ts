import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { call, insertAccount, type Json, login, multipartFile } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { barangays, dengueCases, reports } from '../../db/schema/index.ts';
import { assignOnsetWeek } from '../analytics/engine/index.ts';

/**
 * Shared by the tests of the cases, analytics, barangays and dashboard modules: the real app on a real
 * database, an admin and a resident signed in through the login endpoint, and fixtures written straight
 * into the tables.
 */

export interface SurveillanceTestApp extends TestApp {
  db: Db;
  adminToken: string;
  userToken: string;
  userId: string;
}

export async function startSurveillanceApp(env: Record<string, string> = {}): Promise<SurveillanceTestApp> {
  const t = await createTestApp(env);
  const db = t.database.db;
  const admin = await insertAccount(db, { role: 'admin' });
  const user = await insertAccount(db, { role: 'user' });
  const adminSession = await login(t.app, admin.email);
  const userSession = await login(t.app, user.email);
  return {
    ...t,
    db,
    adminToken: adminSession.accessToken,
    userToken: userSession.accessToken,
    userId: user.id,
  };
}

export async function barangayId(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: barangays.id }).from(barangays).where(eq(barangays.name, name));
  if (!row) throw new Error(`no barangay ${name}`);
  return row.id;
}

/** Inserts `count` cases with the given onset (and admission the same day) in one barangay. */
export async function insertCases(
  db: Db,
  cases: { barangay: string; onset: string; count?: number; died?: boolean }[],
): Promise<void> {
  const ids = new Map<string, string>();
  const values: (typeof dengueCases.$inferInsert)[] = [];
  for (const c of cases) {
    if (!ids.has(c.barangay)) ids.set(c.barangay, await barangayId(db, c.barangay));
    const week = assignOnsetWeek({ dOnset: c.onset, dAdmit: c.onset })!;
    for (let i = 0; i < (c.count ?? 1); i++) {
      values.push({
        fingerprint: randomUUID(),
        barangayId: ids.get(c.barangay)!,
        admittedOn: c.onset,
        onsetOn: c.onset,
        morbidityWeekStart: week.weekStart,
        outcome: c.died ? 'died' : 'alive',
      });
    }
  }
  for (let i = 0; i < values.length; i += 1000)
    await db.insert(dengueCases).values(values.slice(i, i + 1000));
}

export async function countCases(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(dengueCases);
  return row?.n ?? 0;
}

export async function insertReport(
  db: Db,
  values: {
    authorId: string;
    barangay: string;
    status?: 'Pending' | 'Validated' | 'Rejected';
    observedAt?: Date;
    isAnonymous?: boolean;
    description?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(reports)
    .values({
      authorId: values.authorId,
      barangayId: await barangayId(db, values.barangay),
      isAnonymous: values.isAnonymous ?? false,
      anonymousId: values.isAnonymous ? 'Anon-7F3K' : null,
      lng: 121.05,
      lat: 14.65,
      observedAt: values.observedAt ?? new Date(),
      reportType: 'Stagnant Water',
      description: values.description ?? 'Water in old tyres behind the chapel',
      status: values.status ?? 'Validated',
    })
    .returning({ id: reports.id });
  return row!.id;
}

/** Uploads a CSV through the real multipart endpoint. */
export function uploadCsv(
  t: SurveillanceTestApp,
  content: string | Buffer,
  options: {
    filename?: string;
    type?: string;
    token?: string | null;
    field?: string;
    /** Form fields sent before the file. */
    fields?: Record<string, string>;
    /** A query string, without '?'. */
    query?: string;
  } = {},
) {
  const { payload, headers } = multipartFile(
    options.field ?? 'file',
    options.filename ?? 'line-list.csv',
    options.type ?? 'text/csv',
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    options.fields,
  );
  const token = options.token === undefined ? t.adminToken : (options.token ?? undefined);
  const path = `/analytics/submit-csv-file${options.query ? `?${options.query}` : ''}`;
  return call(t.app, 'POST', path, { token, payload, headers });
}

/** Polls the job until it is done or failed and answers its status body. */
export async function waitForImport(t: SurveillanceTestApp, importId: string): Promise<Json> {
  for (let i = 0; i < 600; i++) {
    const res = await call(t.app, 'GET', `/analytics/imports/${importId}`, { token: t.adminToken });
    if (res.status !== 200) throw new Error(`status answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('import did not finish');
}

/** Uploads and waits: the finished job's status body. */
export async function importCsv(
  t: SurveillanceTestApp,
  content: string | Buffer,
  filename?: string,
): Promise<Json> {
  const res = await uploadCsv(t, content, { filename });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return waitForImport(t, res.body.data.importId);
}

export const HEADER = 'DAdmit,DOnset,Barangay,Outcome,City';
export const csv = (...lines: string[]) => `${lines.join('\n')}\n`;
