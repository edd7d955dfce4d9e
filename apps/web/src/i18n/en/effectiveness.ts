import { EFFECT_MESSAGES } from '@dengue/core';
import { registerEnglish } from '../language-store';

/**
 * English, part 'effectiveness': the before/after analysis in the intervention details dialog of the admin
 * console (features/interventions). The verdict sentences are the API's own templates from packages/core.
 * Loaded with the dialog.
 */
export const effectivenessEn = {
  'effect.title': 'Effect on dengue cases',
  'effect.intro':
    'Cases by week of onset in {barangay} over the {weeks} weeks before and after the intervention, against the barangays that share a border with it.',
  'effect.loading': 'Analysing cases before and after the intervention…',
  'effect.error': 'Could not analyse this intervention: {message}',
  'effect.retry': 'Retry',
  'effect.too_early': EFFECT_MESSAGES.too_early,
  'effect.insufficient_data': EFFECT_MESSAGES.insufficient_data,
  'effect.no_neighbours': EFFECT_MESSAGES.no_neighbours,
  'effect.fewer_cases': EFFECT_MESSAGES.fewer_cases,
  'effect.more_cases': EFFECT_MESSAGES.more_cases,
  'effect.no_clear_change': EFFECT_MESSAGES.no_clear_change,
  'effect.ratioHelp':
    'The rate ratio divides the change in this barangay by the change in its neighbours: below 1, cases fell more (or rose less) than next door; above 1, the opposite.',
  'effect.corrected': 'One of the counts was zero, so 0.5 was added to each count to compute the ratio.',
  'effect.seriesBarangay': '{barangay}',
  'effect.seriesNeighbours': 'Neighbours (average per barangay)',
  'effect.interventionWeek': 'Intervention',
  'effect.weekLabel': 'Week {offset}',
  'effect.provisional': 'Late reports may still arrive for this week',
  'effect.tableCaption': 'Cases in the {weeks} weeks before and after the intervention',
  'effect.colArea': 'Area',
  'effect.colBefore': 'Before',
  'effect.colAfter': 'After',
  'effect.colChange': 'Change',
  'effect.neighboursRow': 'Neighbouring barangays ({count})',
  'effect.noChange': '—',
  'effect.neighbourList': 'Neighbours: {names}',
} satisfies Record<string, string>;

registerEnglish(effectivenessEn);
