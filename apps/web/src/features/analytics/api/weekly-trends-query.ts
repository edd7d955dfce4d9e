import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { type TrendWeek, weeksFromResponse } from '../model/trend-buckets';
import { ANALYTICS_KEY } from './analytics-keys';

interface WeeklyTrendsResponse {
  success: boolean;
  data: {
    barangay: string;
    complete_weeks: Record<string, { date_range: [string, string]; count: number; provisional?: boolean }>;
    /** The engine's m for the barangay at its newest analysis (mean weekly cases of the reference weeks). */
    reference_mean?: number | null;
  };
}

export interface WeeklyTrends {
  barangay: string;
  weeks: TrendWeek[];
  referenceMean: number | null;
}

/** A 404 ('Barangay not found') is an answer, not a failure: the chart says there are no recorded cases. */
export const isNoRecordedCases = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** POST analytics/get-barangay-weekly-trends: the newest complete weeks, the two newest provisional. */
export const weeklyTrendsQuery = (barangay: string, weeks: number) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'weekly-trends', barangay, weeks],
    queryFn: async ({ signal }): Promise<WeeklyTrends> => {
      const body = await apiFetch<WeeklyTrendsResponse>('analytics/get-barangay-weekly-trends', {
        method: 'POST',
        json: { barangay_name: barangay, number_of_weeks: weeks },
        signal,
      });
      return {
        barangay: body.data.barangay,
        weeks: weeksFromResponse(body.data.complete_weeks),
        referenceMean: body.data.reference_mean ?? null,
      };
    },
    enabled: barangay !== '',
    retry: (failureCount, error) => !isNoRecordedCases(error) && failureCount < 2,
  });
