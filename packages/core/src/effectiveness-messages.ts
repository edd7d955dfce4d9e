import type { EffectVerdict } from './effectiveness.ts';
import { formatLongDate } from './format.ts';
import { manilaInstant } from './manila-time.ts';

/**
 * The effectiveness verdict in one plain sentence, with '{name}' placeholders: the API fills them for its
 * `summary`, and the web catalogue uses the same templates as its English (and translates them).
 */
export const EFFECT_MESSAGES = {
  too_early:
    'Too early to tell: the {weeks} weeks after the intervention will be complete on {date}, once late case reports are in.',
  insufficient_data:
    'Not enough data to tell: {barangay} and its neighbouring barangays had too few cases around the intervention for a reliable comparison.',
  no_neighbours: 'Not enough data to tell: {barangay} has no neighbouring barangay to compare with.',
  fewer_cases:
    'Compared with its neighbouring barangays, {barangay} had fewer cases after the intervention: rate ratio {ratio} (95% interval {lower} to {upper}).',
  more_cases:
    'Compared with its neighbouring barangays, {barangay} had more cases after the intervention: rate ratio {ratio} (95% interval {lower} to {upper}).',
  no_clear_change:
    'No clear difference from its neighbouring barangays: rate ratio {ratio} (95% interval {lower} to {upper}) includes no change.',
} as const satisfies Record<EffectVerdict | 'no_neighbours', string>;

export type EffectMessageKey = keyof typeof EFFECT_MESSAGES;

/** Ratios with two significant digits ('0.28', '0.0021', '4.8', '12'): enough for a rough interval. */
export const formatRatio = (value: number): string => String(Number(value.toPrecision(2)));

/** Which sentence a result reads as: the verdict, or 'no_neighbours' for the insufficient case it names. */
export const effectMessageKey = (verdict: EffectVerdict, neighbours: number): EffectMessageKey =>
  verdict === 'insufficient_data' && neighbours === 0 ? 'no_neighbours' : verdict;

/** Fills a template's placeholders; an unknown one stays visible. */
export const fillEffectMessage = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The values the sentences name, from an analysis result (the API's answer or its parts). */
export const effectMessageParams = (result: {
  barangay: string;
  weeks: number;
  after_complete_on: string;
  rate_ratio: { ratio: number; lower: number; upper: number } | null;
}): Record<string, string | number> => ({
  barangay: result.barangay,
  weeks: result.weeks,
  date: formatLongDate(manilaInstant(result.after_complete_on)),
  ratio: result.rate_ratio ? formatRatio(result.rate_ratio.ratio) : '',
  lower: result.rate_ratio ? formatRatio(result.rate_ratio.lower) : '',
  upper: result.rate_ratio ? formatRatio(result.rate_ratio.upper) : '',
});
