import { z } from 'zod';
import { INTERVENTION_TYPES, PATTERN_TYPES } from '../constants.ts';

/**
 * The AI recommendation response (admin section 3) and the two calls the Interventions page makes from
 * the same engine. The server writes these, the web dialog and cards read them; docs/decisions/029.
 */

export const RECOMMENDATION_AUDIENCES = ['admin', 'resident'] as const;
export type RecommendationAudience = (typeof RECOMMENDATION_AUDIENCES)[number];

/** Who wrote the prose: the deterministic engine, or the language model rewriting the engine's facts. */
export const RECOMMENDATION_AUTHORS = ['engine', 'language-model'] as const;
export type RecommendationAuthor = (typeof RECOMMENDATION_AUTHORS)[number];

export const BREEDING_RISKS = ['high', 'moderate', 'low'] as const;
export type BreedingRisk = (typeof BREEDING_RISKS)[number];

export const recommendationSourceSchema = z.object({ uri: z.url(), title: z.string() });
export type RecommendationSource = z.infer<typeof recommendationSourceSchema>;

/** The weather section; null in the response when the forecast service could not be reached. */
export const weatherSectionSchema = z.object({
  /** A sentence whose first word is High, Moderate or Low (the dialog colours it by that word). */
  verdict: z.string(),
  risk: z.enum(BREEDING_RISKS),
  /** Degrees Celsius, now. */
  temperature: z.number().nullable(),
  /** Relative humidity in %, now. */
  humidity: z.number().nullable(),
  /** Highest chance of rain today, in %. */
  chance_of_rain: z.number().nullable(),
  condition: z.string(),
  /** The instant of the reading (ISO 8601, Manila offset). */
  date_and_time: z.string(),
  /** km/h, now. */
  wind_speed: z.number().nullable(),
  /** mm in the current hour. */
  precipitation_level: z.number().nullable(),
  others: z.object({
    uv_index: z.number().nullable(),
    /** The apparent ('feels like') temperature, °C. */
    realfeel_heat_index: z.number().nullable(),
  }),
  /** The inputs of the verdict: rain of the last 7 days and of the next 3, their mean daily temperature. */
  basis: z.object({
    rain_past_days_mm: z.number(),
    rain_next_days_mm: z.number(),
    mean_temperature: z.number().nullable(),
    past_days: z.number().int(),
    next_days: z.number().int(),
  }),
});
export type WeatherSection = z.infer<typeof weatherSectionSchema>;

/** The figures every number of the text comes from, so an officer can check them. */
export const recommendationFactsSchema = z.object({
  this_week_cases: z.number().int().nullable(),
  expected_weekly_cases: z.number().nullable(),
  spike_threshold: z.number().int().nullable(),
  p_value: z.number().nullable(),
  last_4_weeks_cases: z.number().int().nullable(),
  previous_4_weeks_cases: z.number().int().nullable(),
  evaluation_week: z.string().nullable(),
  deaths_last_4_weeks: z.number().int(),
  deaths_last_52_weeks: z.number().int(),
  validated_reports_14_days: z.number().int(),
  report_status: z.enum(['high', 'moderate', 'low', 'none']),
  open_clusters: z.number().int(),
  ongoing_interventions: z.number().int(),
  scheduled_interventions: z.number().int(),
  completed_interventions_30_days: z.number().int(),
});
export type RecommendationFacts = z.infer<typeof recommendationFactsSchema>;

/** The text parts the language model may rewrite; the engine writes them too. */
export const recommendationTextSchema = z.object({
  brief_insight: z.string().trim().min(1).max(600),
  /** Markdown subset: paragraphs, '### ' headings, '- ' bullets, **bold**. No HTML, links or images. */
  recommendation: z.string().trim().min(1).max(4000),
  analysis: z.string().trim().min(1).max(2000),
  predictions: z.string().trim().min(1).max(1500),
  factors: z.array(z.string().trim().min(1).max(300)).min(1).max(10),
});
export type RecommendationText = z.infer<typeof recommendationTextSchema>;

export const aiRecommendationSchema = recommendationTextSchema.extend({
  barangay: z.string(),
  pattern: z.enum(PATTERN_TYPES),
  /** Admin section 4; deaths in the last 4 weeks force 'Immediate Action Required (Death Cases Detected)'. */
  urgency: z.string(),
  audience: z.enum(RECOMMENDATION_AUDIENCES),
  generatedBy: z.enum(RECOMMENDATION_AUTHORS),
  generated_at: z.string(),
  /** The analysis run the text is based on; null before the first analysis. */
  last_analysis_time: z.string().nullable(),
  weather: weatherSectionSchema.nullable(),
  sources: z.array(recommendationSourceSchema),
  facts: recommendationFactsSchema,
});
export type AiRecommendation = z.infer<typeof aiRecommendationSchema>;

/** POST analytics/generate-recommendation. */
export const generateRecommendationResponseSchema = z.object({
  success: z.literal(true),
  recommendation: aiRecommendationSchema,
});

/** The intervention the engine suggests (the Apply action preselects it). */
export const interventionSuggestionSchema = z.object({
  barangay: z.string(),
  pattern: z.enum(PATTERN_TYPES),
  urgency: z.string(),
  interventionType: z.enum(INTERVENTION_TYPES),
  /** One sentence, numbers from the facts only. */
  reason: z.string(),
  death_count: z.number().int(),
  ongoing_interventions: z.number().int(),
  scheduled_interventions: z.number().int(),
  /** Spike or increase with nothing ongoing or scheduled (admin section 4). */
  can_add_intervention: z.boolean(),
});
export type InterventionSuggestion = z.infer<typeof interventionSuggestionSchema>;

/** GET analytics/get-recommendation-for-intervention?barangay= */
export const interventionSuggestionResponseSchema = z.object({
  success: z.literal(true),
  data: interventionSuggestionSchema,
});

/** One card of the Prescriptive Action Recommendations; `tab` is the pattern tab it belongs to. */
export const interventionCardSchema = interventionSuggestionSchema.extend({
  tab: z.enum(PATTERN_TYPES),
  /** The tab's banner (admin section 2). */
  banner: z.string(),
  alert: z.string(),
  recommendation: z.string(),
  report_count: z.number().int(),
  open_clusters: z.number().int(),
  deaths_last_52_weeks: z.number().int(),
  last_analysis_time: z.string().nullable(),
});
export type InterventionCard = z.infer<typeof interventionCardSchema>;

/** GET analytics/interventions: every barangay, death count then pattern order (admin section 2). */
export const interventionCardsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(interventionCardSchema),
  counts: z.record(z.enum(PATTERN_TYPES), z.number().int()),
});
