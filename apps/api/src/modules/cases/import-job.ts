import { rm } from 'node:fs/promises';
import { createBarangayMatcher, manilaToday } from '@dengue/core';
import { CsvError } from 'csv-parse';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { importRowsTotal } from '../../lib/metrics.ts';
import { analyseImport, analysisFailedMessage } from './analyse/analyse-import.ts';
import { IMPORT_ANALYSIS_QUEUE, type ImportAnalysisJob } from './analyse/import-analysis-job.ts';
import type { PreparedCases } from './parse/case-preparation.ts';
import { type DateDecision, decideDateOrder, scanDates } from './parse/csv-dates.ts';
import type { ColumnMap } from './parse/line-list-columns.ts';
import { type FileEncoding, type ParseResult, parseLineList } from './parse/line-list-parse.ts';
import { PipelinedWriter, type SaveHooks, type SaveResult, saveSorted } from './save/case-writer.ts';
import {
  listBarangayIds,
  lockCaseImports,
  resumeRowTriggers,
  suspendRowTriggers,
  updateImport,
} from './save/import.repository.ts';
import { orderedIdGenerator } from './save/ordered-ids.ts';

/**
 * The import job: parse (outside any transaction, so pollers see rows counted), prepare, then save every
 * case of the file in ONE transaction, which also enqueues the analysis (analyse/import-analysis-job.ts).
 * The job row's status goes queued, parsing, saving, analysing, done (or failed). A failure or a kill before
 * the commit leaves the cases as they were; the job row says failed and why. Parse and save run in the
 * process that received the upload: the file is in its temp folder.
 */

export const INTERRUPTED_MESSAGE =
  'Interrupted: the server stopped during the import. Nothing was saved; please import the file again.';
export const FAILED_MESSAGE = 'The import failed on the server and nothing was saved. Please try again.';

export interface ImportFile {
  path: string;
  bytes: number;
  encoding: FileEncoding;
  columns: ColumnMap;
  /** The slash-date order decided at upload; scanned here (and never asked) when absent. */
  dates?: DateDecision;
}

export interface ImportJobOptions {
  signal?: AbortSignal;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /**
   * 'postgres': other connections work while the import transaction is open, so the save streams during the
   * parse and progress goes through the pool. 'pglite' (default): one session, so the parse comes first.
   */
  databaseKind?: Database['kind'];
  /** The Manila dates of 'today' (future admissions are refused) and of the analysis. */
  today?: string;
  analysisDate?: string;
  /** EPI_LAG_DAYS: days after its Saturday before a week is complete (the analysis's week T). */
  lagDays?: number;
  /**
   * Where the analysis after the save runs: a job enqueued in the saving transaction, taken by any instance
   * (the server). Without a queue it runs here, before the job returns (tests and benchmarks that call this).
   */
  queue?: JobQueue;
  /** Test hook, called inside the transaction after each saved batch (a throw simulates a crash). */
  afterBatch?: (batch: number) => void | Promise<void>;
  log?: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

const DEFAULT_BATCH = 5000;

export async function runImportJob(
  db: Db,
  importId: string,
  file: ImportFile,
  options: ImportJobOptions = {},
) {
  const { signal } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const streaming = options.databaseKind === 'postgres';
  let phase: 'before-commit' | 'after-commit' = 'before-commit';
  let imported = 0;
  try {
    await updateImport(db, importId, { status: 'parsing' });
    const barangays = await listBarangayIds(db);
    const idByName = new Map(barangays.map((b) => [b.name, b.id]));
    const idOf = (name: string) => idByName.get(name)!;
    const matcher = createBarangayMatcher(barangays.map((b) => b.name));
    const dates = file.dates ?? decideDateOrder(await scanDates(file.path), undefined);
    await updateImport(db, importId, { dateFormat: dates.format, dateFormatNote: dates.note });
    const nextId = orderedIdGenerator();
    const hooks: SaveHooks = {
      signal,
      afterBatch: async (batch, saved) => {
        if (streaming) await updateImport(db, importId, { rowsSaved: saved });
        await options.afterBatch?.(batch);
      },
    };
    const parse = (onBatch?: (cases: PreparedCases) => Promise<void>) =>
      parseLineList(
        file,
        file.columns,
        matcher,
        { order: dates.order, today: options.today ?? manilaToday() },
        { signal, batchSize, onBatch, onProgress: (p) => updateImport(db, importId, p) },
      );

    const barangayIds = barangays.map((b) => b.id);
    const finish = async (tx: Db, parsed: ParseResult, saved: SaveResult, suspended: boolean) => {
      signal?.throwIfAborted();
      if (suspended) await resumeRowTriggers(tx);
      imported = saved.imported;
      await updateImport(tx, importId, finalCounts(parsed, saved, file.bytes));
      const analysis: ImportAnalysisJob = { importId, imported, analysisDate: options.analysisDate };
      await options.queue?.enqueue(IMPORT_ANALYSIS_QUEUE, analysis, { tx });
    };
    if (streaming) {
      await db.transaction(async (tx) => {
        await lockCaseImports(tx);
        const suspended = await suspendRowTriggers(tx, barangayIds);
        const writer = new PipelinedWriter(tx, importId, hooks);
        try {
          let toSave = 0;
          const parsed = await parse((cases) => {
            const columns = cases.drain(idOf, nextId);
            toSave += columns.id.length;
            return writer.write(columns);
          });
          // Through the pool, not the transaction: pollers see the phase while the last batches are written.
          await updateImport(db, importId, savingPhase(parsed, toSave, file.bytes));
          await finish(tx, parsed, await writer.finish(), suspended);
        } catch (error) {
          await writer.settle();
          throw error;
        }
      });
    } else {
      // PGlite: parse first, outside any transaction, so progress writes and pollers are not held up.
      const parsed = await parse();
      const { cases } = parsed;
      await updateImport(db, importId, savingPhase(parsed, cases.length, file.bytes));
      await db.transaction(async (tx) => {
        await lockCaseImports(tx);
        const suspended = await suspendRowTriggers(tx, barangayIds);
        const toColumns = (at: ArrayLike<number>) => cases.columns(at, idOf, nextId);
        const saved = await saveSorted(tx, importId, cases, toColumns, batchSize, hooks);
        await finish(tx, parsed, saved, suspended);
      });
    }
    phase = 'after-commit';
    importRowsTotal.inc(imported);

    if (options.queue) options.queue.wake(IMPORT_ANALYSIS_QUEUE);
    else await analyseImport(db, importId, options);
    options.log?.info({ importId, imported }, 'case import saved');
  } catch (error) {
    options.log?.error({ err: error, importId }, 'case import failed');
    await updateImport(db, importId, {
      status: 'failed',
      error: failureMessage(error, signal, phase, imported),
      finishedAt: new Date(),
    }).catch(() => {});
  } finally {
    await rm(file.path, { force: true }).catch(() => {});
  }
}

/** Between parsing and analysing: the file is read and its valid cases are being written. */
const savingPhase = (parsed: ParseResult, toSave: number, bytes: number) => ({
  status: 'saving' as const,
  bytesParsed: bytes,
  rowsRead: parsed.rowsRead,
  rowsToSave: toSave,
});

const finalCounts = (parsed: ParseResult, saved: SaveResult, bytes: number) => ({
  status: 'analysing' as const,
  bytesParsed: bytes,
  rowsRead: parsed.rowsRead,
  rowsOtherCity: parsed.rowsOtherCity,
  rowsSaved: saved.saved,
  rowsImported: saved.imported,
  rowsUpdated: saved.updated,
  rowsDuplicate: saved.saved - saved.imported - saved.updated + parsed.duplicatesInFile,
  rowsRejected: parsed.problems.length,
  rowsOnsetImputed: parsed.cases.onsetImputedCount,
  problems: parsed.problems,
  unmatchedBarangays: Object.fromEntries([...parsed.unmatched].sort((a, b) => b[1] - a[1])),
});

function failureMessage(error: unknown, signal: AbortSignal | undefined, phase: string, imported: number) {
  if (phase === 'after-commit') {
    return analysisFailedMessage(imported);
  }
  if (signal?.aborted) return INTERRUPTED_MESSAGE;
  if (error instanceof CsvError) {
    const line = (error as { lines?: number }).lines;
    return `The file could not be read as CSV${line ? ` (near line ${line})` : ''}: ${error.message}. Nothing was saved.`;
  }
  return FAILED_MESSAGE;
}
