import { z } from 'zod';
import { EFFECT_VERDICTS, EFFECT_WEEKS } from '../effectiveness.ts';
import { idParamSchema, numberInput } from './common.ts';

/** POST analytics/analyze-intervention-effectivity (admin section 7): the body and the answer. */

export const effectWeeksMessage = `Weeks must be a whole number from ${EFFECT_WEEKS.min} to ${EFFECT_WEEKS.max}.`;

export const interventionEffectBodySchema = z.object({
  intervention_id: idParamSchema,
  /** N, the weeks on each side of the intervention's week. */
  weeks: numberInput(effectWeeksMessage)
    .pipe(z.number().int(effectWeeksMessage).min(EFFECT_WEEKS.min, effectWeeksMessage))
    .pipe(z.number().max(EFFECT_WEEKS.max, effectWeeksMessage))
    .default(EFFECT_WEEKS.default),
});
export type InterventionEffectBody = z.input<typeof interventionEffectBodySchema>;

const count = z.number().int().min(0);
const windowCounts = z.object({
  before: count,
  after: count,
  /** (after - before) / before in percent; null when before is 0. */
  percent_change: z.number().nullable(),
});

export const effectWeekSchema = z.object({
  /** The week's Sunday. */
  week_start: z.string(),
  /** Weeks from the intervention's week: -N..-1 before, 0 the intervention's own, 1..N after. */
  offset: z.number().int(),
  window: z.enum(['before', 'intervention', 'after']),
  /** False for weeks whose late reports may still come in (after-window not yet complete). */
  complete: z.boolean(),
  intervention: count,
  control: count,
  /** The control count divided by the number of neighbours: comparable with one barangay. */
  control_mean: z.number().min(0),
});
export type EffectWeek = z.infer<typeof effectWeekSchema>;

export const interventionEffectSchema = z.object({
  intervention_id: z.string(),
  barangay: z.string(),
  intervention_date: z.string(),
  weeks: z.number().int(),
  before_window: z.tuple([z.string(), z.string()]),
  after_window: z.tuple([z.string(), z.string()]),
  /** The first day on which the after-window counts as complete. */
  after_complete_on: z.string(),
  neighbours: z.array(z.string()),
  intervention_counts: windowCounts,
  control_counts: windowCounts,
  rate_ratio: z
    .object({
      ratio: z.number(),
      lower: z.number(),
      upper: z.number(),
      /** 0.5 was added to each count because one was zero (docs/decisions/031). */
      continuity_corrected: z.boolean(),
    })
    .nullable(),
  verdict: z.enum(EFFECT_VERDICTS),
  /** The verdict in one plain English sentence. */
  summary: z.string(),
  series: z.array(effectWeekSchema),
});
export type InterventionEffect = z.infer<typeof interventionEffectSchema>;

export const interventionEffectResponseSchema = z.object({
  success: z.boolean(),
  data: interventionEffectSchema,
});
export type InterventionEffectResponse = z.infer<typeof interventionEffectResponseSchema>;
