import { dashboardSummaryQuerySchema, dashboardSummarySchema } from '@dengue/core';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { dashboardSummary } from './dashboard.service.ts';

/** GET admin/dashboard/summary (admin sections 3 and 7). */
export async function dashboardRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/admin/dashboard/summary',
    {
      preHandler: requireAuth({ db: ctx.db, secret: ctx.jwtSecret }, ['admin']),
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary:
          'Reports, interventions, alerts and clusters at a glance, with the recent reports and alerts',
        querystring: dashboardSummaryQuerySchema,
        response: { 200: z.object({ success: z.boolean(), data: dashboardSummarySchema }) },
      },
    },
    async (request) => dashboardSummary(ctx.db, request.query),
  );
}
