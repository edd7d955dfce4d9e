import {
  bulkValidateResultSchema,
  bulkValidateSchema,
  idParamsSchema,
  nearbyReportsSchema,
  paginationSchema,
  REPORT_FORM_MESSAGES,
  REPORT_TYPES,
  reportListQuerySchema,
  reportSchema,
  reportStatusPatchSchema,
  reportsByBarangayQuerySchema,
  reportTypeSchema,
} from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, requireAuth, residentOnly } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { requestMeta } from '../../lib/request-context.ts';
import { answerOwnRead, answerPublicRead, queryKey } from './public-reads-cache.ts';
import { bulkValidateReports } from './report-bulk-validate.service.ts';
import { nearbyReports } from './report-nearby.ts';
import { changeReportStatus } from './report-status.service.ts';
import { readReportForm } from './report-upload.ts';
import * as service from './reports.service.ts';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];
const reportPage = z.object({ posts: z.array(reportSchema), pagination: paginationSchema });
const typeCounts = z.object(Object.fromEntries(REPORT_TYPES.map((t) => [t, z.number().int()])));

export async function reportsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const viewer = optionalAuth(guard);
  const deps = { db: ctx.db, storage: ctx.storage };

  app.post(
    '/reports',
    {
      preHandler: residentOnly(
        guard,
        {
          visitor: REPORT_FORM_MESSAGES.loginToShare,
          otherRole: 'Only residents can report a breeding site.',
        },
        rolesFor('report', 'create'),
        { action: 'report', scale: ctx.config.rateLimitScale },
      ),
      schema: {
        tags,
        security,
        summary:
          'Report a breeding site (multipart: barangay, specific_location[type]=Point, specific_location[coordinates][0|1], date_and_time, report_type, description, isAnonymous, images x1-4, optional address: the typed street address or landmark, at most 200 characters, optional location_approximate: true when the pin is the label point of the barangay, optional clientId: a UUID; the same clientId again from the same account answers the stored report instead of storing another)',
        consumes: ['multipart/form-data'],
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => {
      const form = await readReportForm(request);
      return reply.code(201).send(await service.createReport(deps, form, request.actor!));
    },
  );

  app.get(
    '/reports',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary:
          'Reports: validated for visitors and residents (myPosts: own, any status); any status for admins',
        querystring: reportListQuerySchema,
        response: { 200: reportPage },
      },
    },
    async (request, reply) => {
      const { query, actor } = request;
      const read = { key: queryKey('reports', query), schema: reportPage };
      if (query.myPosts && actor)
        return answerOwnRead(ctx.db, request, reply, {
          ...read,
          build: async () => (await service.listReportPage(ctx.db, query, actor)).body,
        });
      return answerPublicRead(ctx.db, request, reply, {
        ...read,
        shared: () => service.listReportPage(ctx.db, query, undefined),
        live: async () => (await service.listReportPage(ctx.db, query, actor)).body,
      });
    },
  );

  app.get(
    '/reports/by-barangay',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'Validated reports of one barangay, newest first',
        querystring: reportsByBarangayQuerySchema,
        response: { 200: z.object({ barangay: z.string(), posts: z.array(reportSchema) }) },
      },
    },
    async (request) => service.reportsOfBarangay(ctx.db, request.query.barangay, request.actor),
  );

  app.get(
    '/reports/grouped',
    {
      schema: {
        tags,
        summary: 'Validated report counts per barangay and report type',
        response: {
          200: z.object({
            data: z.array(z.object({ barangay: z.string(), total: z.number().int(), byType: typeCounts })),
          }),
        },
      },
    },
    async () => service.groupedReports(ctx.db),
  );

  app.post(
    '/reports/nearby',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary:
          'Validated reports of the last 14 days within radius metres; with type, also a count of pending look-alikes',
        body: nearbyReportsSchema.extend({ type: reportTypeSchema.optional() }),
        response: { 200: z.object({ posts: z.array(reportSchema), pendingSimilarCount: z.number().int() }) },
      },
    },
    async (request) => nearbyReports(ctx.db, request.body, request.actor),
  );

  app.get(
    '/reports/:id',
    {
      preHandler: viewer,
      schema: {
        tags,
        summary: 'One report (a non-validated one only for its author and admins)',
        params: idParamsSchema,
        response: { 200: reportSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return answerPublicRead(ctx.db, request, reply, {
        key: `report:${id}`,
        schema: reportSchema,
        shared: () => service.getReport(ctx.db, id, undefined),
        live: async () => (await service.getReport(ctx.db, id, request.actor)).body,
      });
    },
  );

  app.delete(
    '/reports/:id',
    {
      preHandler: requireAuth(guard),
      schema: {
        tags,
        security,
        summary: 'Delete own report (role user, author only); its images are removed',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => service.deleteReport(deps, request.params.id, request.actor!),
  );

  app.patch(
    '/reports/bulk-validate',
    {
      preHandler: requireAuth(guard, rolesFor('report', 'change')),
      schema: {
        tags,
        security,
        summary:
          'Validate up to 100 pending reports in one transaction; the others are listed as skipped with the reason. Audited per report.',
        body: bulkValidateSchema,
        response: { 200: bulkValidateResultSchema },
      },
    },
    async (request) => bulkValidateReports(ctx.db, request.body, requestMeta(request)),
  );

  app.patch(
    '/reports/:id',
    {
      preHandler: requireAuth(guard, rolesFor('report', 'change')),
      schema: {
        tags,
        security,
        summary: 'Verify or reject a pending report; back to Pending within 1 hour (undo). Audited.',
        params: idParamsSchema,
        body: reportStatusPatchSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) =>
      changeReportStatus(ctx.db, request.params.id, request.body.status, requestMeta(request)),
  );
}
