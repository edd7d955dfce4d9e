import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { readDataVersion, readVersion } from './data-versions.ts';

/**
 * On the embedded database the versions are kept in the process between statements (data-versions.ts).
 * What must hold: a version read after any write has ended sees that write, whatever path it took; and
 * while nothing else runs, a kept answer costs no statement. The statements are counted at PGlite's own
 * `query`, spied on before the database is opened, so the version reads are counted too.
 */
const querySpy = vi.spyOn(PGlite.prototype, 'query');
let database: Database;
beforeAll(async () => {
  database = await createEmbeddedTestDatabase();
});
afterAll(() => database.close());

const versionReads = () =>
  querySpy.mock.calls.filter(([text]) => String(text).includes('from data_versions')).length;
const storedVersion = async () => {
  const result = await database.db.execute(
    sql`select version::text as version from data_versions where name = 'accounts'`,
  );
  return Number((result as unknown as { rows: { version: string }[] }).rows[0]?.version);
};
const bumpStatement = (name: string) =>
  sql`update data_versions set version = version + 1 where name = ${name}`;
const bump = () => database.db.execute(bumpStatement('accounts'));

describe('data versions on the embedded database', () => {
  it('reads a version once, then answers it without a statement while nothing else runs', async () => {
    const before = versionReads();
    const first = await readDataVersion(database.db, 'accounts');
    const again = await readDataVersion(database.db, 'accounts');
    const third = await readDataVersion(database.db, 'accounts');
    expect([again, third]).toEqual([first, first]);
    expect(versionReads() - before).toBe(1);
  });

  it('sees a write at the next read, made alone or in a transaction', async () => {
    const start = await readDataVersion(database.db, 'accounts');
    await bump();
    expect(await readDataVersion(database.db, 'accounts')).toBe(start + 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(bumpStatement('accounts'));
    });
    expect(await readDataVersion(database.db, 'accounts')).toBe(start + 2);
    expect(await storedVersion()).toBe(start + 2);
  });

  it('keeps no version read while a write ran beside it', async () => {
    await readDataVersion(database.db, 'accounts');
    await bump();
    // The read and the write are asked at once; whichever runs first, the next read must see the write.
    const [, during] = await Promise.all([bump(), readDataVersion(database.db, 'accounts')]);
    const after = await readDataVersion(database.db, 'accounts');
    expect(after).toBe(await storedVersion());
    expect(during).toBeLessThanOrEqual(after);
  });

  it('reads again after any other statement, a plain read included', async () => {
    await readDataVersion(database.db, 'accounts');
    const before = versionReads();
    await database.ping();
    await readDataVersion(database.db, 'accounts');
    expect(versionReads() - before).toBe(1);
  });

  it('keeps any version statement per its parameters, and forgets it after a write', async () => {
    const statement = (name: string) =>
      sql`select coalesce((select version from data_versions where name = ${name}), 0)::text as v`;
    await database.ping();
    const before = versionReads();
    const markers = await readVersion(database.db, statement('map_markers'));
    expect(await readVersion(database.db, statement('map_markers'))).toBe(markers);
    await readVersion(database.db, statement('accounts'));
    expect(versionReads() - before).toBe(2);
    await database.db.execute(bumpStatement('map_markers'));
    expect(await readVersion(database.db, statement('map_markers'))).toBe(String(Number(markers) + 1));
  });
});
