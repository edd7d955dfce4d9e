import { z } from 'zod';
import { PATTERN_TYPES } from '../constants.ts';
import { normalizePattern } from '../patterns.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** Barangays with their latest analysis (resident section 3, admin section 3). */

/** Any raw pattern word is read as its normalised type, so old analysis rows still parse. */
export const patternTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' || value == null ? normalizePattern(value) : value),
  z.enum(PATTERN_TYPES),
);

const advice = { recommendation: z.string().optional(), admin_recommendation: z.string().optional() };

export const barangaySchema = z.object({
  _id: idSchema,
  name: z.string(),
  displayName: z.string(),
  /** [lng, lat]: an interior point of the barangay, where a pin chosen without the map goes. */
  label_point: z.tuple([z.number(), z.number()]).nullable().optional(),
  risk_level: z.string().nullable(),
  status_and_recommendation: z.object({
    pattern_based: z.object({ status: patternTypeSchema, alert: z.string(), ...advice }),
    report_based: z.object({
      status: z.string().optional(),
      alert: z.string(),
      count: z.number().int(),
      ...advice,
    }),
    death_priority: z.object({
      alert: z.string(),
      count: z.number().int(),
      recommendation: z.string().optional(),
    }),
  }),
  pattern_data: z.object({ pattern: patternTypeSchema }),
  last_analysis_time: isoDateTimeSchema().nullable(),
  ongoing_interventions: z.number().int().min(0).optional(),
  scheduled_interventions: z.number().int().min(0).optional(),
});
export type Barangay = z.infer<typeof barangaySchema>;

/** GET analytics/retrieve-pattern-recognition-results: {data: [{name, pattern, alert, recommendation}]}. */
export const patternAlertSchema = z.object({
  name: z.string(),
  pattern: patternTypeSchema,
  alert: z.string(),
  recommendation: z.string(),
});
export type PatternAlert = z.infer<typeof patternAlertSchema>;
export const patternListResponseSchema = z.object({ data: z.array(patternAlertSchema) });
