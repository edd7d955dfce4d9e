import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { DatabaseOpenError } from './errors.ts';

/** A backup or restore that cannot go ahead; the message says what to do, and nothing was changed. */
export class BackupError extends Error {}

/** `2026-11-27T09-14-03`: sorts by time and is safe in a file name on every system. */
export const backupStamp = (now = new Date()) => now.toISOString().slice(0, 19).replaceAll(':', '-');

/**
 * The embedded database's folder belongs to the server while it runs (a second PGlite on it would corrupt
 * it), so both directions take the server's own lock and refuse while a server holds it.
 */
function lockFor(dataDir: string, doing: 'back up' | 'restore'): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseOpenError)) throw error;
    const pid = /process (\d+)/.exec(error.message)?.[1];
    throw new BackupError(
      pid
        ? `A server is running on DATA_DIR ${dataDir} (process ${pid}). Stop it, then ${doing} again. Nothing was changed.`
        : error.message,
    );
  }
}

/** Writes a gzip'd tar of the embedded database (PGlite's own dump of its data folder) to `file`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgdata} to back up. Check DATA_DIR.`);
  }
  const lock = lockFor(dataDir, 'back up');
  try {
    const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
    try {
      const dump = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      mkdirSync(path.dirname(file), { recursive: true });
      // Written beside the target, then renamed: an interrupted backup never looks like a complete one.
      const partial = `${file}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces the embedded database with a backup. The backup is unpacked and opened in a folder beside the
 * database first, so a damaged or foreign file changes nothing; the database it replaces is kept, renamed.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
): Promise<{ previous: string | undefined }> {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new BackupError(`There is no backup file ${file}.`);
  mkdirSync(dataDir, { recursive: true });
  const lock = lockFor(dataDir, 'restore');
  const stamp = backupStamp();
  const pgdata = path.join(dataDir, 'pgdata');
  const unpacked = path.join(dataDir, `pgdata.restoring-${stamp}`);
  try {
    await checkedUnpack(file, unpacked);
    const previous = existsSync(pgdata) ? path.join(dataDir, `pgdata.before-restore-${stamp}`) : undefined;
    if (previous) renameSync(pgdata, previous);
    renameSync(unpacked, pgdata);
    return { previous };
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

async function checkedUnpack(file: string, folder: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(folder, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    // Only this app's databases have the migrations journal.
    await client.query('select 1 from drizzle.__drizzle_migrations limit 1');
  } catch (error) {
    throw new BackupError(
      `${file} is not a backup of this app's embedded database (${(error as Error).message.split('\n')[0]}). Nothing was changed.`,
    );
  } finally {
    await client?.close().catch(() => {});
  }
}

/**
 * The connection string without its password, which goes to the child in PGPASSWORD: a password on the
 * command line is visible to every user of the machine in the process list.
 */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client) in the version of your server or newer.`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`),
        );
    });
  });
}

/** pg_dump in its custom format: compressed, and pg_restore can restore it whole or in part. */
export async function backupServer(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${url}`], env);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * pg_restore into the configured database in one transaction: the objects of the backup are dropped and
 * recreated, and a failure part-way leaves the database as it was.
 */
export async function restoreServer(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new BackupError(`There is no backup file ${file}.`);
  const { url, env } = connectionFor(databaseUrl);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}
