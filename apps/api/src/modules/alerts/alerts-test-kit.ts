import { eq, sql } from 'drizzle-orm';
import {
  type AuthTestApp,
  createAuthTestApp,
  type Fixture,
  insertAccount,
  tokenFor,
} from '../../../test/auth-helpers.ts';
import type { TestAppOptions } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { accounts, alerts, barangays } from '../../db/schema/index.ts';

/** Shared set-up of the alerts suites: staff, and residents living in known barangays. */

export interface Persona extends Fixture {
  token: string;
}

export interface AlertsWorld extends AuthTestApp {
  admin: Persona;
  otherAdmin: Persona;
  superadmin: Persona;
  /** Two barangays by id and name. */
  a: { id: string; name: string };
  b: { id: string; name: string };
  /** Active residents of A; one of B; one without a home; a banned one of A (not notified). */
  residentsOfA: Persona[];
  residentOfB: Persona;
  homeless: Persona;
  bannedOfA: Persona;
}

export async function persona(t: AuthTestApp, role: Fixture['role'], home?: string): Promise<Persona> {
  const account = await insertAccount(t.db, { role });
  if (home) await t.db.update(accounts).set({ homeBarangayId: home }).where(eq(accounts.id, account.id));
  return { ...account, token: await tokenFor(t.secret, account) };
}

export async function barangayNamed(db: Db, name: string): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: barangays.id, name: barangays.name })
    .from(barangays)
    .where(eq(barangays.name, name));
  if (!row) throw new Error(`no barangay ${name}`);
  return row;
}

export async function createAlertsWorld(
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'pushAgent'> = {},
): Promise<AlertsWorld> {
  const t = await createAuthTestApp(env, options);
  const a = await barangayNamed(t.db, 'Batasan Hills');
  const b = await barangayNamed(t.db, 'Culiat');
  const banned = await persona(t, 'user', a.id);
  await t.db.update(accounts).set({ status: 'banned' }).where(eq(accounts.id, banned.id));
  return {
    ...t,
    admin: await persona(t, 'admin', a.id),
    otherAdmin: await persona(t, 'admin'),
    superadmin: await persona(t, 'superadmin'),
    a,
    b,
    residentsOfA: [await persona(t, 'user', a.id), await persona(t, 'user', a.id)],
    residentOfB: await persona(t, 'user', b.id),
    homeless: await persona(t, 'user'),
    bannedOfA: banned,
  };
}

/** Moves an admin's alerts `seconds` into the past: the cooldown passes without sleeping. */
export async function ageAlerts(db: Db, senderId: string, seconds: number): Promise<void> {
  await db
    .update(alerts)
    .set({ createdAt: sql`${alerts.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(alerts.senderId, senderId));
}
