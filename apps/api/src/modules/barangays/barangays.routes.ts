import { barangayNameBodySchema } from '@dengue/core';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { barangayListResponseSchema, recentReportsResponseSchema } from './barangays.presenter.ts';
import * as barangays from './barangays.service.ts';

const tags = ['barangays'];

/** Barangays with pattern, report and death status (admin section 7, resident section 7). */
export async function barangaysRoutes(app: App, ctx: AppContext): Promise<void> {
  const admin = requireAuth({ db: ctx.db, secret: ctx.jwtSecret }, ['admin']);

  app.get(
    '/barangays/get-all-barangays',
    {
      preHandler: admin,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'All 142 barangays with status_and_recommendation (admin advice included), most urgent first',
        response: { 200: barangayListResponseSchema },
      },
    },
    async () => barangays.listBarangaysWithStatus(ctx.db, 'admin'),
  );

  app.get(
    '/barangays/get-all-barangays-for-user',
    {
      schema: {
        tags,
        summary: 'All 142 barangays with status_and_recommendation for the public map, most urgent first',
        response: { 200: barangayListResponseSchema },
      },
    },
    async () => barangays.listBarangaysWithStatus(ctx.db, 'resident'),
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
