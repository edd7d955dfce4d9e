import type { Db } from '../../../db/client.ts';
import type { QueueDefinition } from '../../../lib/jobs/job-queue.ts';
import { updateImport } from '../save/import.repository.ts';
import { analyseImport, analysisFailedMessage } from './analyse-import.ts';

/**
 * The analysis after an import runs as a job (lib/jobs): enqueued in the transaction that saves the cases,
 * so it exists exactly when they do, and taken by any instance, once. A try that fails is tried again twice;
 * when the last one fails the import says so, with the cases it saved.
 */
export const IMPORT_ANALYSIS_QUEUE = 'import-analysis';

export interface ImportAnalysisJob {
  importId: string;
  /** New cases the import saved, for the message shown when the analysis fails. */
  imported: number;
  /** The Manila date of the analysis (tests); today when absent. */
  analysisDate?: string;
}

export const importAnalysisQueue = (db: Db, lagDays: number): QueueDefinition<ImportAnalysisJob> => ({
  name: IMPORT_ANALYSIS_QUEUE,
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireSeconds: 15 * 60,
  run: (job) => analyseImport(db, job.importId, { analysisDate: job.analysisDate, lagDays }),
  failed: (job) =>
    updateImport(db, job.importId, {
      status: 'failed',
      error: analysisFailedMessage(job.imported),
      finishedAt: new Date(),
    }),
});
