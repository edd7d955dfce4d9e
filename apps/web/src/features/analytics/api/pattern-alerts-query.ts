import { type PatternAlert, patternListResponseSchema } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ANALYTICS_KEY } from './analytics-keys';

/**
 * GET analytics/retrieve-pattern-recognition-results: {name, pattern, alert, recommendation} per barangay,
 * already in the spec's order (death priority, then spike, increase, no_change, low_level_activity,
 * decrease, none, then the smallest p). Read through core's schema, which normalises raw pattern words.
 */
export const patternAlertsQuery = () =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'pattern-alerts'],
    queryFn: async ({ signal }): Promise<PatternAlert[]> =>
      patternListResponseSchema.parse(
        await apiFetch('analytics/retrieve-pattern-recognition-results', { signal }),
      ).data,
  });
