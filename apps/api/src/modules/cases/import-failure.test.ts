import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { caseImports, dengueCases } from '../../db/schema/index.ts';
import { FAILED_MESSAGE, INTERRUPTED_MESSAGE, runImportJob } from './import-job.ts';
import { failInterruptedImports, STALE_IMPORT_MS } from './import-jobs.ts';
import { mapColumns } from './parse/line-list-columns.ts';
import { findImport, insertImport, suspendRowTriggers } from './save/import.repository.ts';
import {
  barangayId,
  countCases,
  csv,
  HEADER,
  importCsv,
  type SurveillanceTestApp,
  startSurveillanceApp,
  uploadCsv,
} from './surveillance-test-kit.ts';

/**
 * A crash in the middle of an import must leave the cases as they were (each database's save path is run:
 * sorted after the parse on PGlite, streamed during the parse on PostgreSQL). The job is run directly with a
 * failure injected after the first batches (the state a kill leaves: rows written, no commit), or with its
 * abort signal fired (a shutdown); and a job left running by a dead process is marked failed at start.
 */

let t: SurveillanceTestApp;
let dir: string;
beforeAll(async () => {
  t = await startSurveillanceApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'dengue-import-failure-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = (n: number, day: string) =>
  Array.from({ length: n }, (_, i) => `${day},${day},${i % 2 ? 'Bagbag' : 'Pasong Tamo'},Alive,QC`);

async function prepareJob(content: string) {
  const file = path.join(dir, `job-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, content);
  const header = mapColumns(content.split('\n')[0]!.split(','));
  if (!header.ok) throw new Error('bad header');
  const job = await insertImport(t.db, {
    uploadedBy: null,
    originalFilename: 'crash.csv',
    fileBytes: content.length,
  });
  return {
    job,
    file: { path: file, bytes: content.length, encoding: 'utf8' as const, columns: header.columns },
  };
}

describe('a failure in the middle of an import', () => {
  it('rolls every batch back, marks the job failed and removes the temp file', async () => {
    await importCsv(t, csv(HEADER, ...rows(5, '2024-06-03')));
    const before = await countCases(t.db);
    expect(before).toBe(5);

    const { job, file } = await prepareJob(csv(HEADER, ...rows(40, '2024-06-10')));
    let batchesWritten = 0;
    await runImportJob(t.db, job.id, file, {
      batchSize: 10,
      databaseKind: t.database.kind,
      afterBatch: (batch) => {
        batchesWritten = batch;
        if (batch === 3) throw new Error('simulated crash after the third batch');
      },
    });
    expect(batchesWritten).toBe(3);
    expect(await countCases(t.db)).toBe(before);
    const row = await findImport(t.db, job.id);
    expect(row).toMatchObject({ status: 'failed', error: FAILED_MESSAGE, rowsImported: 0 });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    expect(existsSync(file.path)).toBe(false);
  });

  it('stops at a shutdown (abort) with nothing saved and says the import was interrupted', async () => {
    const before = await countCases(t.db);
    const { job, file } = await prepareJob(csv(HEADER, ...rows(30, '2024-06-17')));
    const controller = new AbortController();
    await runImportJob(t.db, job.id, file, {
      batchSize: 10,
      databaseKind: t.database.kind,
      signal: controller.signal,
      afterBatch: () => controller.abort(),
    });
    expect(await countCases(t.db)).toBe(before);
    expect(await findImport(t.db, job.id)).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
  });

  it('the same file imports completely afterwards', async () => {
    const before = await countCases(t.db);
    const { job, file } = await prepareJob(csv(HEADER, ...rows(40, '2024-06-10')));
    await runImportJob(t.db, job.id, file, { batchSize: 10, databaseKind: t.database.kind });
    expect(await findImport(t.db, job.id)).toMatchObject({ status: 'done', rowsImported: 40 });
    expect(await countCases(t.db)).toBe(before + 40);
  });
});

describe('the barangay foreign key, checked once per file', () => {
  it('refuses to save when a barangay the file may use no longer exists', async () => {
    const existing = await barangayId(t.db, 'Bagbag');
    const gone = '00000000-0000-4000-8000-00000000b001';
    await expect(t.db.transaction((tx) => suspendRowTriggers(tx, [existing, gone]))).rejects.toThrow(
      'A barangay was deleted during the import',
    );
  });

  it('is enforced again after an import: a case of an unknown barangay is refused', async () => {
    const { job, file } = await prepareJob(csv(HEADER, ...rows(4, '2024-07-08')));
    await runImportJob(t.db, job.id, file, { databaseKind: t.database.kind });
    expect(await findImport(t.db, job.id)).toMatchObject({ status: 'done', rowsImported: 4 });
    const role = (await t.db.execute(sql`show session_replication_role`)) as unknown as {
      rows: { session_replication_role: string }[];
    };
    expect(role.rows[0]!.session_replication_role).toBe('origin');
    await expect(
      t.db.insert(dengueCases).values({
        fingerprint: 'orphan-case',
        barangayId: '00000000-0000-4000-8000-00000000b002',
        admittedOn: '2024-07-08',
        morbidityWeekStart: '2024-07-07',
        outcome: 'alive',
      }),
    ).rejects.toThrow();
  });
});

describe('a shutdown during an import, through the API', () => {
  it('rolls the running job back and marks it interrupted when the app closes', async () => {
    const other = await startSurveillanceApp();
    const res = await uploadCsv(other, csv(HEADER, ...rows(60_000, '2024-06-24')));
    expect(res.status).toBe(202);
    await other.app.close();
    const job = await findImport(other.db, res.body.data.importId);
    expect(job).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE, rowsImported: 0 });
    expect(await countCases(other.db)).toBe(0);
    await other.close();
  });
});

describe('a file that breaks the CSV rules half-way', () => {
  it('fails the job with the line and saves nothing', async () => {
    const before = await countCases(t.db);
    const status = await importCsv(
      t,
      csv(HEADER, ...rows(20, '2024-07-01'), '2024-07-01,2024-06-30,"Bagbag,Alive,QC'),
    );
    expect(status.data.status).toBe('failed');
    expect(status.data.error).toMatch(
      /^The file could not be read as CSV \(near line \d+\): .+ Nothing was saved\.$/,
    );
    expect(await countCases(t.db)).toBe(before);
  });
});

describe('jobs left running by a process that died', () => {
  const setRunning = (id: string, heartbeatAt: Date) =>
    t.db.update(caseImports).set({ status: 'parsing', heartbeatAt }).where(eq(caseImports.id, id));

  it('failInterruptedImports marks them failed at start', async () => {
    const job = await insertImport(t.db, { uploadedBy: null, originalFilename: 'dead.csv', fileBytes: 10 });
    await setRunning(job.id, new Date());
    expect(await failInterruptedImports(t.db)).toBeGreaterThanOrEqual(1);
    expect(await findImport(t.db, job.id)).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
  });

  it('with several processes, leaves jobs with a fresh heartbeat alone', async () => {
    const alive = await insertImport(t.db, {
      uploadedBy: null,
      originalFilename: 'alive.csv',
      fileBytes: 10,
    });
    const dead = await insertImport(t.db, { uploadedBy: null, originalFilename: 'dead.csv', fileBytes: 10 });
    await setRunning(alive.id, new Date());
    await setRunning(dead.id, new Date(Date.now() - STALE_IMPORT_MS - 60_000));
    expect(await failInterruptedImports(t.db, { staleAfterMs: STALE_IMPORT_MS })).toBe(1);
    expect((await findImport(t.db, alive.id))!.status).toBe('parsing');
    expect((await findImport(t.db, dead.id))!.status).toBe('failed');
  });

  it('a poll of a stale job shows it failed rather than running forever', async () => {
    const job = await insertImport(t.db, { uploadedBy: null, originalFilename: 'stale.csv', fileBytes: 10 });
    await setRunning(job.id, new Date(Date.now() - STALE_IMPORT_MS - 60_000));
    const res = await call(t.app, 'GET', `/analytics/imports/${job.id}`, { token: t.adminToken });
    expect(res.body).toMatchObject({ message: INTERRUPTED_MESSAGE, data: { status: 'failed' } });
  });
});
