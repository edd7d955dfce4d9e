import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/auth-helpers.ts';
import { caseImports } from '../../../db/schema/index.ts';
import { openJobQueue } from '../../../lib/jobs/open-job-queue.ts';
import { insertImport } from '../save/import.repository.ts';
import {
  csv,
  HEADER,
  importCsv,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../surveillance-test-kit.ts';
import { analysisFailedMessage } from './analyse-import.ts';
import { importAnalysisQueue } from './import-analysis-job.ts';

/**
 * The analysis after an import runs as a job of the app's queue; when its last try fails, the import shows the
 * failure to the admin with the cases it saved, as the dialog and the history always did.
 */
let t: SurveillanceTestApp;
beforeAll(async () => {
  t = await startSurveillanceApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the import analysis job', () => {
  it('runs through the app queue after the save and marks the import done', async () => {
    const status = await importCsv(t, csv(HEADER, '2024-06-03,2024-06-02,Bagbag,Alive,QC'));
    expect(status.data).toMatchObject({ status: 'done', counts: { imported: 1 } });
    expect(status.data.progress.barangaysAnalysed).toBeGreaterThan(0);
  });

  it('leaves the import failed, saying what was saved, when its last try fails', async () => {
    const job = await insertImport(t.db, { uploadedBy: null, originalFilename: 'odd.csv', fileBytes: 10 });
    await t.db
      .update(caseImports)
      .set({ status: 'analysing', rowsImported: 4 })
      .where(eq(caseImports.id, job.id));
    // A queue of its own name, so the app's worker (which would succeed) does not take it.
    const queue = openJobQueue(t.database, { pollMs: 500 });
    let tries = 0;
    queue.define({
      ...importAnalysisQueue(t.db, 7),
      name: 'import-analysis-broken',
      retryDelaySeconds: 0,
      run: async () => {
        tries++;
        throw new Error('the analysis broke');
      },
    });
    await queue.start();
    try {
      await queue.enqueue('import-analysis-broken', { importId: job.id, imported: 4 });
      queue.wake('import-analysis-broken');
      let body: { data: { status: string; error: string | null } } | undefined;
      for (let i = 0; i < 300 && body?.data.status !== 'failed'; i++) {
        body = (await call(t.app, 'GET', `/analytics/imports/${job.id}`, { token: t.adminToken })).body;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(tries).toBe(3);
      expect(body!.data).toMatchObject({ status: 'failed', error: analysisFailedMessage(4) });
      expect(analysisFailedMessage(4)).toBe(
        '4 new cases were saved, but the pattern analysis failed. Run the analysis again.',
      );
    } finally {
      await queue.stop();
    }
  });
});
