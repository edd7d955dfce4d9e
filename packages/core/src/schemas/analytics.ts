import { z } from 'zod';
import { PAGING, TREND_DEFAULT_WEEKS, TREND_WEEK_OPTIONS } from '../constants.ts';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { booleanInput, numberInput } from './common.ts';

/** Analytics calls (resident section 7, admin section 7). */

const barangayName = z.string({ error: V.barangayNameRequired }).trim().min(1, V.barangayNameRequired);

/** POST analytics/get-barangay-weekly-trends. */
export const weeklyTrendsSchema = z.object({
  barangay_name: barangayName,
  number_of_weeks: numberInput(V.trendWeeks)
    .pipe(z.number().refine((n) => (TREND_WEEK_OPTIONS as readonly number[]).includes(n), V.trendWeeks))
    .default(TREND_DEFAULT_WEEKS),
});
export type WeeklyTrendsBody = z.input<typeof weeklyTrendsSchema>;

/** complete_weeks maps a week's Sunday ('YYYY-MM-DD') to its range and case count. */
export const weeklyTrendsResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  data: z.object({
    complete_weeks: z.record(
      z.string(),
      z.object({ date_range: z.tuple([z.string(), z.string()]), count: z.number().int().min(0) }),
    ),
  }),
});
export type WeeklyTrendsResponse = z.infer<typeof weeklyTrendsResponseSchema>;

/** POST barangays/get-recent-reports-for-barangay. */
export const barangayNameBodySchema = z.object({ barangay_name: barangayName });

/** POST analytics/generate-recommendation; without userRole the caller gets the wording of its own role. */
export const generateRecommendationSchema = z.object({
  userRole: z.enum(['user', 'admin'], { error: V.roleRequired }).optional(),
  barangay: barangayName,
});

/** GET analytics/get-recommendation-for-intervention?barangay= */
export const recommendationQuerySchema = z.object({ barangay: barangayName });

/** GET admin/dashboard/summary query. */
export const dashboardSummaryQuerySchema = z.object({
  recent_posts_limit: numberInput(V.pageLimit)
    .pipe(z.number().int().min(1, V.pageLimit).max(50, V.pageLimit))
    .default(PAGING.dashboardRecentPosts),
  recent_alerts_limit: numberInput(V.pageLimit)
    .pipe(z.number().int().min(1, V.pageLimit).max(50, V.pageLimit))
    .default(PAGING.dashboardRecentAlerts),
});

const count = z.number().int().min(0);

/** GET admin/dashboard/summary (admin section 3). */
export const dashboardSummarySchema = z.object({
  reports: z.object({
    total: count,
    by_status: z.object({ validated: count, pending: count, rejected: count }),
    recent: z.array(
      z.object({
        id: z.string(),
        barangay: z.string(),
        report_type: z.string(),
        status: z.string(),
        date: z.string(),
        description: z.string(),
        username: z.string(),
        isAnonymous: z.boolean(),
        specific_location: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      }),
    ),
  }),
  interventions: z.object({
    total: count,
    by_status: z.object({ completed: count, ongoing: count, scheduled: count }),
  }),
  alerts: z.object({
    total: count,
    recent: z.array(z.object({ barangays: z.array(z.string()), message: z.string() })),
  }),
  clusters: z.object({ total: count, fully_resolved: count, partially_resolved: count, not_resolved: count }),
  /**
   * The chart card: the last DASHBOARD_WEEKS morbidity weeks (Sunday to Saturday, Manila calendar, oldest
   * first, the current week last): dengue cases city-wide by onset week, and residents' reports by the day
   * the site was seen (every status). provisional: the week is not complete yet, so its cases may still rise.
   */
  weekly: z.array(
    z.object({
      week_start: z.string(),
      week_end: z.string(),
      cases: count,
      reports: count,
      provisional: z.boolean(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Map toggle flags sent as query strings by the map screens. */
export const mapLayerQuerySchema = z.object({
  validatedOnly: booleanInput.optional(),
  recentOnly: booleanInput.optional(),
});
