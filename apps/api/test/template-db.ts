import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, PGLITE_EXTENSIONS, runMigrations, wrapPglite } from '../src/db/client.ts';
import { seedBarangays } from '../src/db/seed/barangays.ts';

/**
 * Name of the PostgreSQL template database one test run copies per test file when TEST_DATABASE_URL is set.
 * It carries the run's process id: two runs on one server (two checkouts, CI beside a developer) would
 * otherwise drop and rebuild each other's template, with each other's migrations.
 */
export const pgTemplateNameFor = (pid: number) => `dengue_test_template_${pid}`;

/** Builds the migrated, barangay-seeded database every test starts from. */
export async function prepareTemplate(database: Database): Promise<void> {
  await runMigrations(database);
  await seedBarangays(database.db);
}

export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(client, 'memory://template');
  await prepareTemplate(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  return new Uint8Array(await dump.arrayBuffer());
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrlFor(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
