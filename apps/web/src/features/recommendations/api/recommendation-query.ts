import type { AiRecommendation, RecommendationAudience } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

interface GenerateRecommendationResponse {
  success: true;
  recommendation: AiRecommendation | null;
}

/** Every recommendation in the cache: a new import or intervention may change them. */
export const RECOMMENDATIONS_KEY = ['recommendations'] as const;

/**
 * POST analytics/generate-recommendation: the barangay's advice in the admin's or the resident's wording.
 * The server caches it per analysis run, so a second open within minutes is served from this cache; a
 * failure is shown at once with the dialog's own Retry rather than retried behind a spinner.
 */
export const recommendationQuery = (barangay: string, audience: RecommendationAudience) =>
  queryOptions({
    queryKey: [...RECOMMENDATIONS_KEY, barangay, audience],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<GenerateRecommendationResponse>('analytics/generate-recommendation', {
          method: 'POST',
          json: { barangay, userRole: audience === 'admin' ? 'admin' : 'user' },
          signal,
        })
      ).recommendation,
    staleTime: 5 * 60_000,
    retry: false,
  });
