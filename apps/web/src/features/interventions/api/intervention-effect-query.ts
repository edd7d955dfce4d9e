import type { InterventionEffect, InterventionEffectResponse } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { INTERVENTIONS_KEY } from './interventions-query';

/**
 * POST analytics/analyze-intervention-effectivity: the before/after comparison with the neighbouring
 * barangays. Kept for a few minutes: the counts only move when a line list is imported.
 */
export const interventionEffectQuery = (interventionId: string) =>
  queryOptions({
    queryKey: [...INTERVENTIONS_KEY, 'effect', interventionId],
    queryFn: async ({ signal }): Promise<InterventionEffect> => {
      const body = await apiFetch<InterventionEffectResponse>('analytics/analyze-intervention-effectivity', {
        method: 'POST',
        json: { intervention_id: interventionId },
        signal,
      });
      return body.data;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
