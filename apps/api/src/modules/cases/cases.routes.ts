import path from 'node:path';
import { idParamsSchema } from '@dengue/core';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { requestMeta } from '../../lib/request-context.ts';
import { importAnalysisQueue } from './analyse/import-analysis-job.ts';
import {
  importListResponseSchema,
  importStatusResponseSchema,
  submitQuerySchema,
  submitResponseSchema,
} from './import.presenter.ts';
import * as imports from './import.service.ts';
import { ImportJobs, removeStaleUploads } from './import-jobs.ts';
import { rollbackImport } from './save/import-rollback.ts';

const tags = ['cases'];
const security = [{ bearerAuth: [] }];

/** The line-list import: upload, job status, problems as CSV (admin section 7: analytics/submit-csv-file). */
export async function casesRoutes(app: App, ctx: AppContext): Promise<void> {
  const admin = requireAuth({ db: ctx.db, secret: ctx.jwtSecret }, rolesFor('caseImport', 'create'));
  const uploadDir = path.join(ctx.config.dataDir, 'imports');
  const jobs = new ImportJobs();
  const deps: imports.ImportDeps = {
    db: ctx.db,
    jobs,
    queue: ctx.jobs,
    uploadDir,
    maxBytes: ctx.config.importMaxBytes,
    log: app.log,
    jobOptions: { databaseKind: ctx.database.kind, lagDays: ctx.config.epiLagDays },
  };
  ctx.jobs.define(importAnalysisQueue(ctx.db, ctx.config.epiLagDays));
  await removeStaleUploads(uploadDir);
  // Jobs of this process roll back and are marked interrupted before the database closes.
  app.addHook('onClose', () => jobs.stopAll());

  app.post(
    '/analytics/submit-csv-file',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary:
          'Upload a case line list (multipart field file, at most IMPORT_MAX_MB); 202 with the job to poll',
        description:
          'When the slash dates prove both orders the upload is refused (400, examples in `errors`); send it ' +
          'again with dateOrder=MDY or DMY (query, or a form field before the file).',
        consumes: ['multipart/form-data'],
        querystring: submitQuerySchema,
        response: { 202: submitResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await imports.submitImport(deps, request, requestMeta(request), request.query)),
  );

  app.get(
    '/analytics/imports',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Import history: the newest 50 imports with their counts and rollback state',
        response: { 200: importListResponseSchema },
      },
    },
    async () => imports.listImportHistory(deps),
  );

  app.post(
    '/analytics/imports/:id/rollback',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Roll an import back: its cases removed, the analysis run again, an audit row written',
        params: idParamsSchema,
        response: { 200: importStatusResponseSchema },
      },
    },
    async (request) =>
      rollbackImport({ db: ctx.db, lagDays: ctx.config.epiLagDays }, request.params.id, requestMeta(request)),
  );

  app.get(
    '/analytics/imports/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary:
          'Status of an import: progress, counts, date format, unmatched barangays, first 100 problems',
        params: idParamsSchema,
        response: { 200: importStatusResponseSchema },
      },
    },
    async (request) => imports.importStatus(deps, request.params.id),
  );

  app.get(
    '/analytics/imports/:id/problems.csv',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Every problem of an import as CSV (row,reason)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, body } = await imports.importProblemsCsv(deps, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );
}
