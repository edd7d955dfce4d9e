import { barangayNameBodySchema } from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { sendPrebuilt } from '../../lib/prebuilt-response.ts';
import { barangayList } from './barangay-list-cache.ts';
import { barangayListResponseSchema, recentReportsResponseSchema } from './barangay-status.presenter.ts';
import * as barangays from './barangay-status.service.ts';

const tags = ['barangays'];
const notModified = z.null().describe('Not modified: the list of the If-None-Match ETag is still current');

/** Barangays with pattern, report and death status (admin section 7, resident section 7). */
export async function barangayStatusRoutes(app: App, ctx: AppContext): Promise<void> {
  const admin = requireAuth({ db: ctx.db, secret: ctx.jwtSecret }, ['admin']);

  app.get(
    '/barangays/get-all-barangays',
    {
      preHandler: admin,
      // Prebuilt bytes in every encoding (docs/decisions/039): @fastify/compress must leave them alone.
      compress: false,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'All 142 barangays with status_and_recommendation (admin advice included), most urgent first',
        response: { 200: barangayListResponseSchema, 304: notModified },
      },
    },
    async (request, reply) =>
      sendPrebuilt(request, reply, await barangayList(ctx.db, 'admin'), 'private, no-cache'),
  );

  app.get(
    '/barangays/get-all-barangays-for-user',
    {
      compress: false,
      schema: {
        tags,
        summary:
          'All 142 barangays with status_and_recommendation for the public map, most urgent first (ETag: a matching If-None-Match answers 304)',
        response: { 200: barangayListResponseSchema, 304: notModified },
      },
    },
    // `public, no-cache`: any cache may keep it but asks again each time; the 304 costs one version read.
    async (request, reply) =>
      sendPrebuilt(request, reply, await barangayList(ctx.db, 'resident'), 'public, no-cache'),
  );

  app.post(
    '/barangays/get-recent-reports-for-barangay',
    {
      // Public; staff signed in also see the authors of anonymous reports, as everywhere else.
      preHandler: optionalAuth({ db: ctx.db, secret: ctx.jwtSecret }),
      schema: {
        tags,
        summary: 'Validated breeding-site reports of a barangay from the last 14 days, newest first',
        body: barangayNameBodySchema,
        response: { 200: recentReportsResponseSchema },
      },
    },
    async (request) => barangays.recentReportsFor(ctx.db, request.body.barangay_name, request.actor),
  );
}
