import { PATTERN_TYPES, weeklyTrendsResponseSchema, weeklyTrendsSchema } from '@dengue/core';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import * as analytics from './analytics.service.ts';
import { weeklyTrends } from './trends.service.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

const trendsResponse = weeklyTrendsResponseSchema.extend({
  data: z.object({
    barangay: z.string(),
    complete_weeks: z.record(
      z.string(),
      z.object({
        date_range: z.tuple([z.string(), z.string()]),
        count: z.number().int().min(0),
        provisional: z.boolean(),
      }),
    ),
    /** m of the barangay's newest analysis: mean weekly cases of its reference weeks (the chart's usual level). */
    reference_mean: z.number().nullable(),
    evaluation_week: z.string().nullable(),
  }),
});

/**
 * The spec's pattern list. Core's patternAlertSchema reads raw pattern words through a preprocess, which the
 * zod serializer cannot run backwards; what the server sends is already normalised, so a plain enum serves.
 */
const patternListResponse = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      pattern: z.enum(PATTERN_TYPES),
      alert: z.string(),
      recommendation: z.string(),
    }),
  ),
});

const crowdsourcedResponse = z.object({
  success: z.boolean(),
  data: z.object({
    window_days: z.number().int(),
    since: z.string(),
    total_reports: z.number().int(),
    barangays: z.array(
      z.object({
        name: z.string(),
        status: z.enum(['high', 'moderate', 'low', 'none']),
        count: z.number().int(),
        alert: z.string(),
        recommendation: z.string(),
        admin_recommendation: z.string(),
      }),
    ),
  }),
});

const runAnalysisResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    last_analysis_time: z.string(),
    analysis_date: z.string(),
    evaluation_week: z.string(),
    barangays: z.number().int(),
  }),
});

/** Trends, pattern recognition and report-based status (admin section 7, resident section 7). */
export async function analyticsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const admin = requireAuth(guard, ['admin']);

  app.post(
    '/analytics/get-barangay-weekly-trends',
    {
      schema: {
        tags,
        summary:
          'Cases per complete morbidity week of a barangay (the newest two provisional); 404 if unknown',
        body: weeklyTrendsSchema,
        response: { 200: trendsResponse },
      },
    },
    async (request) => weeklyTrends(ctx.db, request.body, { lagDays: ctx.config.epiLagDays }),
  );

  app.get(
    '/analytics/retrieve-pattern-recognition-results',
    {
      preHandler: optionalAuth(guard),
      schema: {
        tags,
        summary:
          'Current pattern of every barangay, most urgent first (death priority, label, p); admins get the admin advice',
        response: { 200: patternListResponse },
      },
    },
    async (request) =>
      analytics.patternResults(ctx.db, request.actor?.role === 'admin' ? 'admin' : 'resident'),
  );

  app.get(
    '/analytics/analyze-crowdsourced-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Report-based status per barangay from validated breeding-site reports of the last 14 days',
        response: { 200: crowdsourcedResponse },
      },
    },
    async () => analytics.crowdsourcedReportStatus(ctx.db),
  );

  app.post(
    '/analytics/run-analysis',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Run the pattern recognition for every barangay now (it also runs after every import)',
        response: { 200: runAnalysisResponse },
      },
    },
    async () => analytics.runAnalysis(ctx.db, { lagDays: ctx.config.epiLagDays }),
  );
}
