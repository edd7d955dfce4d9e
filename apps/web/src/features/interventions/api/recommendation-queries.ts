import type {
  GroupedInterventions,
  InterventionCard,
  InterventionSuggestion,
  PatternType,
} from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { INTERVENTIONS_KEY } from './interventions-query';

/**
 * The engine's calls the Interventions page and the pattern cards make (admin section 7). Their keys sit
 * under INTERVENTIONS_KEY: adding or changing an intervention changes what they say (counts, Add or View).
 */

interface CardsResponse {
  success: true;
  data: InterventionCard[];
  counts: Partial<Record<PatternType, number>>;
}

/** GET analytics/interventions: one card per barangay, sorted, each with its pattern tab. */
export const recommendationCardsQuery = () =>
  queryOptions({
    queryKey: [...INTERVENTIONS_KEY, 'recommendation-cards'],
    queryFn: ({ signal }) => apiFetch<CardsResponse>('analytics/interventions', { signal }),
  });

/** GET analytics/get-recommendation-for-intervention: what Apply preselects. */
export const interventionSuggestionQuery = (barangay: string) =>
  queryOptions({
    queryKey: [...INTERVENTIONS_KEY, 'suggestion', barangay],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ success: true; data: InterventionSuggestion }>(
          `analytics/get-recommendation-for-intervention?${new URLSearchParams({ barangay })}`,
          { signal },
        )
      ).data,
  });

/** GET interventions/barangay/{barangay}/grouped: the Ongoing and Scheduled columns. */
export const groupedInterventionsQuery = (barangay: string) =>
  queryOptions({
    queryKey: [...INTERVENTIONS_KEY, 'grouped', barangay],
    queryFn: ({ signal }) =>
      apiFetch<GroupedInterventions>(`interventions/barangay/${encodeURIComponent(barangay)}/grouped`, {
        signal,
      }),
  });
