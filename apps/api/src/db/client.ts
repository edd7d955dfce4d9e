import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { keepVersionsInProcess } from '../lib/data-versions.ts';
import { markEmbedded } from '../lib/embedded-db.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { DatabaseOpenError } from './errors.ts';
import * as schema from './schema/index.ts';

export { DatabaseOpenError };
export type Schema = typeof schema;
/** The drizzle handle every repository receives; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A short, password-free description for logs: the data folder or host/database. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** node-postgres only: connections open, idle, and queries waiting for one (the metrics' pool gauges). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

/**
 * PGlite runs inside the server process, so its shared buffers are the server's own memory; the operating
 * system's page cache already keeps the data files. 16 MB instead of PostgreSQL's 128 MB default (32 MB until
 * issue 6's memory work): measured with `npm run bench:import`, see docs/decisions/001 and 004.
 */
const PGLITE_CONF = 'shared_buffers = 16MB';

/**
 * PostgreSQL is 9 MB of WebAssembly. V8 compiles each function it calls with its baseline compiler (Liftoff)
 * and recompiles the busy ones with its optimising compiler (TurboFan); the optimised code and the compiler's
 * working memory stayed resident: 70-80 MB of the idle server. Liftoff alone costs about 0.4 s more CPU on the
 * 150,000-row import (about 9%). Set before PGlite compiles its module, once per process; it changes nothing
 * for JavaScript. docs/decisions/004.
 */
function useBaselineWasmCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const pgDataDir = path.join(dataDir, 'pgdata');
  prepareDataDir(dataDir, pgDataDir);
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite;
  useBaselineWasmCompiler();
  try {
    client = await PGlite.create(pgDataDir, { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_CONF });
    await client.query('select 1');
  } catch (error) {
    lock.release();
    throw new DatabaseOpenError(
      `The embedded database in ${pgDataDir} cannot be opened (${describe(error)}). ` +
        'It may be damaged: restore it from a backup or point DATA_DIR to another folder. Nothing was changed.',
    );
  }
  return wrapPglite(client, pgDataDir, lock);
}

/** Wraps a PGlite instance (also used by tests, which load a migrated template). */
export function wrapPglite(client: PGlite, location: string, lock?: DataDirLock): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  markEmbedded(db);
  keepVersionsInProcess(db, client);
  return {
    db,
    kind: 'pglite',
    location,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

function prepareDataDir(dataDir: string, pgDataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DatabaseOpenError(`DATA_DIR ${dataDir} cannot be created (${describe(error)}).`);
  }
  if (!statSync(dataDir).isDirectory()) {
    throw new DatabaseOpenError(`DATA_DIR ${dataDir} is not a folder.`);
  }
  // A non-empty folder without PG_VERSION is not a database: refuse rather than initialise over it.
  if (
    existsSync(pgDataDir) &&
    readdirSync(pgDataDir).length > 0 &&
    !existsSync(path.join(pgDataDir, 'PG_VERSION'))
  ) {
    throw new DatabaseOpenError(
      `The embedded database in ${pgDataDir} is damaged (PG_VERSION is missing). ` +
        'Restore it from a backup or point DATA_DIR to another folder. Nothing was changed.',
    );
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const location = redactUrl(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(
      `Cannot reach the database at ${location} (${describe(error)}). Check DATABASE_URL.`,
    );
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Closing twice (a shutdown that races a test's clean-up, or SIGTERM during a failed start) must not throw:
  // node-postgres refuses a second end().
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    location,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock keeps several API processes that start
 * together from migrating at the same time.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migratePg(tx as never, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    return code && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message || String(error);
  }
  return String(error);
}
