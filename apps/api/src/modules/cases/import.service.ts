import { rm } from 'node:fs/promises';
import { DATE_ORDER_CHOICES, type DateOrderChoice, LINE_LIST_MESSAGES } from '@dengue/core';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { RequestMeta } from '../../lib/request-context.ts';
import {
  IMPORT_PROBLEMS_SHOWN,
  presentImport,
  presentImportListItem,
  problemsCsv,
  statusMessage,
} from './import.presenter.ts';
import { type ImportJobOptions, INTERRUPTED_MESSAGE, runImportJob } from './import-job.ts';
import { type ImportJobs, STALE_IMPORT_MS } from './import-jobs.ts';
import {
  type DateDecision,
  DateDecisionNeeded,
  dateOrderExamples,
  decideDateOrder,
  type SlashOrder,
  scanDates,
} from './parse/csv-dates.ts';
import { checkLineListHeader, hasDataRow } from './parse/csv-header.ts';
import { receiveCsv } from './parse/csv-upload.ts';
import {
  failRunningImports,
  findImport,
  findImportStatus,
  type ImportRow,
  type ImportStatusRow,
  insertImport,
  listImports,
  RECEIVER_STATUSES,
} from './save/import.repository.ts';

export interface ImportDeps {
  db: Db;
  jobs: ImportJobs;
  queue: JobQueue;
  uploadDir: string;
  maxBytes: number;
  log: FastifyBaseLogger;
  jobOptions: Omit<ImportJobOptions, 'signal' | 'log' | 'queue'>;
}

export const IMPORT_NOT_FOUND = 'Import not found';

/**
 * Receives the file, refuses a wrong header at once (the admin sees the missing columns in the answer),
 * records the job and starts it in this process. The answer comes before the parse: the web app polls.
 */
export async function submitImport(
  deps: ImportDeps,
  request: FastifyRequest,
  meta: RequestMeta,
  query: { dateOrder?: DateOrderChoice } = {},
) {
  const upload = await receiveCsv(request, deps.uploadDir, deps.maxBytes);
  try {
    const columns = await checkLineListHeader(upload.path, upload.encoding);
    if (!(await hasDataRow(upload.path, upload.encoding))) throw badRequest(LINE_LIST_MESSAGES.noRows);
    const dates = await decideFileDates(upload.path, query.dateOrder ?? upload.fields.dateOrder);
    const job = await insertImport(deps.db, {
      uploadedBy: meta.actor?.id ?? null,
      originalFilename: upload.originalFilename,
      fileBytes: upload.bytes,
    });
    deps.jobs.start(job.id, (signal) =>
      runImportJob(
        deps.db,
        job.id,
        { path: upload.path, bytes: upload.bytes, encoding: upload.encoding, columns, dates },
        { ...deps.jobOptions, signal, log: deps.log, queue: deps.queue },
      ),
    );
    return {
      success: true,
      message: `Importing ${upload.originalFilename}: the cases are being read and analysed.`,
      data: {
        importId: job.id,
        status: job.status,
        statusUrl: `/api/v1/analytics/imports/${job.id}`,
        file_info: { original_filename: job.originalFilename },
      },
    };
  } catch (error) {
    await rm(upload.path, { force: true });
    throw error;
  }
}

const ORDER_OF: Record<DateOrderChoice, SlashOrder> = { MDY: 'MM/DD/YYYY', DMY: 'DD/MM/YYYY' };

/**
 * Decides the slash-date order before answering, so a file whose dates prove both orders is refused with
 * examples of each and the dialog can ask which one the file uses (`dateOrder`, query or form field).
 */
async function decideFileDates(path: string, choice: string | undefined): Promise<DateDecision> {
  if (choice !== undefined && !(DATE_ORDER_CHOICES as readonly string[]).includes(choice))
    throw badRequest(LINE_LIST_MESSAGES.invalidChoice);
  const evidence = await scanDates(path);
  try {
    return decideDateOrder(evidence, choice ? ORDER_OF[choice as DateOrderChoice] : undefined);
  } catch (error) {
    if (error instanceof DateDecisionNeeded)
      throw badRequest(LINE_LIST_MESSAGES.split, dateOrderExamples(error.evidence), {
        code: 'IMPORT_DATE_ORDER_NEEDED',
      });
    throw error;
  }
}

/**
 * The job's row. A job still marked running that no process in this one runs and whose heartbeat is
 * old was left by a process that died: it is marked failed here rather than shown as running forever.
 */
async function loadImport<Row extends Pick<ImportRow, 'status' | 'heartbeatAt'>>(
  deps: Pick<ImportDeps, 'db' | 'jobs'>,
  id: string,
  find: (db: Db, id: string) => Promise<Row | undefined>,
): Promise<Row> {
  const row = await find(deps.db, id);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  const running = (RECEIVER_STATUSES as readonly string[]).includes(row.status);
  if (running && !deps.jobs.isRunning(id) && Date.now() - row.heartbeatAt.getTime() > STALE_IMPORT_MS) {
    await failRunningImports(deps.db, INTERRUPTED_MESSAGE, new Date(Date.now() - STALE_IMPORT_MS));
    return (await find(deps.db, id))!;
  }
  return row;
}

/** Polled every second or so by the dialog: reads only the first 100 problems (the CSV has them all). */
const findForPoll = (db: Db, id: string): Promise<ImportStatusRow | undefined> =>
  findImportStatus(db, id, IMPORT_PROBLEMS_SHOWN);

export async function importStatus(deps: Pick<ImportDeps, 'db' | 'jobs'>, id: string) {
  const row = await loadImport(deps, id, findForPoll);
  return { success: true, message: statusMessage(row), data: presentImport(row) };
}

export async function importProblemsCsv(deps: Pick<ImportDeps, 'db' | 'jobs'>, id: string) {
  const row = await loadImport(deps, id, findImport);
  return { filename: `import-problems-${row.id}.csv`, body: problemsCsv(row) };
}

export const IMPORT_HISTORY_SHOWN = 50;

export async function listImportHistory(deps: Pick<ImportDeps, 'db'>) {
  const rows = await listImports(deps.db, IMPORT_HISTORY_SHOWN);
  return { success: true, data: rows.map(presentImportListItem) };
}
