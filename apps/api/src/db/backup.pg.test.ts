import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertAccount } from '../../test/auth-helpers.ts';
import { databaseUrlFor, withAdminClient } from '../../test/template-db.ts';
import { backupServer, restoreServer } from './backup.ts';
import { type Database, openDatabase } from './client.ts';
import { accounts } from './schema/index.ts';

/** Server mode: pg_dump and pg_restore against a scratch copy of the test template (TEST_DATABASE_URL only). */
describe('backing up and restoring a PostgreSQL database', { timeout: 120_000 }, () => {
  const postgresUrl = inject('postgresUrl');
  const name = `dengue_backup_${randomBytes(5).toString('hex')}`;
  const url = databaseUrlFor(postgresUrl, name);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-pg-backup-'));
  let database: Database;
  const emails = async () =>
    (await database.db.select({ email: accounts.email }).from(accounts)).map((r) => r.email).sort();

  beforeAll(async () => {
    await withAdminClient(postgresUrl, (c) =>
      c.query(`create database ${name} template ${inject('pgTemplateName')}`),
    );
    database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await insertAccount(database.db, { email: 'kept@example.com', username: 'kept' });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await withAdminClient(postgresUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores the rows of the backup over later changes', async () => {
    const file = path.join(dir, 'before.dump');
    await backupServer(url, file);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);

    await database.db.delete(accounts).where(eq(accounts.email, 'kept@example.com'));
    await insertAccount(database.db, { email: 'later@example.com', username: 'later' });
    expect(await emails()).toEqual(['later@example.com']);

    await restoreServer(url, file);
    expect(await emails()).toEqual(['kept@example.com']);
  });

  it('says so when the backup file is missing, and when the server refuses', async () => {
    await expect(restoreServer(url, path.join(dir, 'none.dump'))).rejects.toThrow(
      `There is no backup file ${path.join(dir, 'none.dump')}.`,
    );
    await expect(
      backupServer(databaseUrlFor(postgresUrl, 'no_such_database'), path.join(dir, 'x.dump')),
    ).rejects.toThrow(/^pg_dump failed \(exit 1\): .*no_such_database/);
    expect(existsSync(path.join(dir, 'x.dump.partial'))).toBe(false);
  });
});
