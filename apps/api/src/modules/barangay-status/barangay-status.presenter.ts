import { DEATH_PRIORITIES, FALLBACK_LABEL_POINTS, PATTERN_TYPES, reportSchema } from '@dengue/core';
import { z } from 'zod';
import type { AnalysisRow } from '../analytics/analysis.repository.ts';
import {
  type Audience,
  patternData,
  riskLevel,
  statusAndRecommendation,
} from '../analytics/analytics.presenter.ts';
import type { BarangayListRow } from '../barangays/barangays.repository.ts';

/** The spec's Barangay (resident and admin section 3), plus the numbers behind the label in pattern_data. */

const nullableNumber = z.number().nullable();
const pattern = z.enum(PATTERN_TYPES);
const count = z.number().int().min(0);

/**
 * Core's barangaySchema with plain enums: its patternTypeSchema normalises raw words through a preprocess,
 * which the zod serializer cannot run backwards. death_priority adds the P1/P2/P3 rank; pattern_data carries
 * the numbers behind the label (p-values, m, phi, spike threshold, C, P, DOH cluster).
 */
export const barangayResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  /**
   * [lng, lat]: an interior point of the barangay (the boundary file's label point, else core's
   * FALLBACK_LABEL_POINTS: Novaliches Proper has no polygon). The location picker puts a pin chosen without
   * the map here when the boundary file cannot be loaded.
   */
  label_point: z.tuple([z.number(), z.number()]).nullable(),
  risk_level: z.string().nullable(),
  status_and_recommendation: z.object({
    pattern_based: z.object({
      status: pattern,
      alert: z.string(),
      recommendation: z.string(),
      admin_recommendation: z.string().optional(),
    }),
    report_based: z.object({
      status: z.enum(['high', 'moderate', 'low', 'none']),
      alert: z.string(),
      count,
      recommendation: z.string(),
      admin_recommendation: z.string().optional(),
    }),
    death_priority: z.object({
      priority: z.enum(DEATH_PRIORITIES),
      alert: z.string(),
      count,
      recommendation: z.string(),
    }),
  }),
  pattern_data: z.object({
    pattern,
    explanation: z.string().nullable(),
    p1: nullableNumber,
    p2: nullableNumber,
    m: nullableNumber,
    phi: nullableNumber,
    spike_threshold: nullableNumber,
    current_4_weeks: nullableNumber,
    previous_4_weeks: nullableNumber,
    trend_p: nullableNumber,
    label_p: nullableNumber,
    doh_cluster: z.boolean(),
    death_priority: z.enum(DEATH_PRIORITIES),
    deaths_last_4_weeks: count,
    deaths_last_52_weeks: count,
    evaluation_week: z.string().nullable(),
    analysis_date: z.string().nullable(),
  }),
  last_analysis_time: z.string().nullable(),
  ongoing_interventions: count,
  scheduled_interventions: count,
});
export type BarangayResponse = z.infer<typeof barangayResponseSchema>;

export const barangayListResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(barangayResponseSchema),
});

export const recentReportsResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    barangay: z.string(),
    window_days: z.number().int(),
    count: z.number().int(),
    reports: z.array(reportSchema),
  }),
});

function labelPointOf(barangay: BarangayListRow): [lng: number, lat: number] | null {
  if (barangay.labelLng !== null && barangay.labelLat !== null) return [barangay.labelLng, barangay.labelLat];
  const fallback = FALLBACK_LABEL_POINTS[barangay.name];
  return fallback ? [fallback[0], fallback[1]] : null;
}

export const presentBarangay = (
  barangay: BarangayListRow,
  analysis: AnalysisRow | undefined,
  reportCount: number,
  interventions: { ongoing: number; scheduled: number } | undefined,
  audience: Audience,
): BarangayResponse => ({
  _id: barangay.id,
  name: barangay.name,
  displayName: barangay.displayName,
  label_point: labelPointOf(barangay),
  risk_level: riskLevel(analysis),
  status_and_recommendation: statusAndRecommendation(analysis, reportCount, audience),
  pattern_data: patternData(analysis),
  last_analysis_time: analysis?.analysedAt.toISOString() ?? null,
  ongoing_interventions: interventions?.ongoing ?? 0,
  scheduled_interventions: interventions?.scheduled ?? 0,
});
