import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertAccount } from '../../test/auth-helpers.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.ts';
import { openDatabase, PGLITE_EXTENSIONS } from './client.ts';
import { accounts } from './schema/index.ts';

const CLI = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs the backup tool as `npm run db:*` would, and collects what it prints. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// Each step opens the data folder afresh, several seconds apiece on a busy machine.
describe('backing up and restoring the embedded database', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dengue-backup-'));
  const backup = path.join(dataDir, 'backups', 'before.tar.gz');
  const emails = async () => {
    const database = await openDatabase({ dataDir });
    try {
      return (await database.db.select({ email: accounts.email }).from(accounts)).map((r) => r.email).sort();
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    // A migrated, seeded data folder from the test run's template, then one account of ours.
    const seeded = await PGlite.create(path.join(dataDir, 'pgdata'), {
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
      extensions: PGLITE_EXTENSIONS,
    });
    await seeded.close();
    const database = await openDatabase({ dataDir });
    await insertAccount(database.db, { email: 'kept@example.com', username: 'kept' });
    await database.close();
  }, 180_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('restores the rows of the backup and keeps the database it replaced', async () => {
    expect((await backupEmbedded(dataDir, backup)).bytes).toBeGreaterThan(0);
    expect(existsSync(`${backup}.partial`)).toBe(false);

    const database = await openDatabase({ dataDir });
    await database.db.delete(accounts).where(eq(accounts.email, 'kept@example.com'));
    await insertAccount(database.db, { email: 'later@example.com', username: 'later' });
    expect((await database.db.select({ email: accounts.email }).from(accounts)).map((r) => r.email)).toEqual([
      'later@example.com',
    ]);
    await database.close();

    const { previous } = await restoreEmbedded(dataDir, backup);
    expect(await emails()).toEqual(['kept@example.com']);
    expect(previous).toMatch(/pgdata\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
    expect(existsSync(path.join(previous!, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a file that is not a backup of this database and changes nothing', async () => {
    const junk = path.join(dataDir, 'junk.tar.gz');
    writeFileSync(junk, 'not a tar file');
    await expect(restoreEmbedded(dataDir, junk)).rejects.toThrow(
      new RegExp(
        `^${junk.replaceAll('.', '\\.')} is not a backup of this app's embedded database .*Nothing was changed\\.$`,
      ),
    );
    await expect(restoreEmbedded(dataDir, path.join(dataDir, 'missing.tar.gz'))).rejects.toThrow(
      `There is no backup file ${path.join(dataDir, 'missing.tar.gz')}.`,
    );
    expect(await emails()).toEqual(['kept@example.com']);
  });

  it('refuses to back up or restore while a server runs on the folder, saying which', async () => {
    // The test runner's parent process stands in for a running server: alive, and not this process.
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    try {
      const message = `A server is running on DATA_DIR ${dataDir} (process ${process.ppid}). Stop it, then restore again. Nothing was changed.`;
      await expect(restoreEmbedded(dataDir, backup)).rejects.toThrow(new BackupError(message));
      const cli = await runCli(['restore', backup], { DATA_DIR: dataDir });
      expect([cli.code, cli.stderr.trim()]).toEqual([1, message]);
      await expect(backupEmbedded(dataDir, path.join(dataDir, 'b.tar.gz'))).rejects.toThrow(
        `A server is running on DATA_DIR ${dataDir} (process ${process.ppid}). Stop it, then back up again.`,
      );
    } finally {
      rmSync(path.join(dataDir, 'server.lock'), { force: true });
    }
  });

  it('backs up through the command line to the folder the person named', async () => {
    const cli = await runCli(['backup', 'named.tar.gz'], { DATA_DIR: dataDir, INIT_CWD: dataDir });
    const file = path.join(dataDir, 'named.tar.gz');
    expect(cli.stderr).toBe('');
    expect(cli.stdout.trim()).toMatch(
      new RegExp(`^Backed up the embedded database in ${dataDir} to ${file} \\(\\d+\\.\\d MB\\)\\.$`),
    );
    expect(existsSync(file)).toBe(true);
  });
});
