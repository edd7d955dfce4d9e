import type { DeathPriority, PatternType } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The fields of GET barangays/get-all-barangays-for-user the map reads (resident section 3, Barangay). */
export interface BarangayStatus {
  _id: string;
  name: string;
  displayName: string;
  /** [lng, lat]: an interior point, where a pin chosen without the map goes. */
  label_point: [lng: number, lat: number] | null;
  risk_level: string | null;
  status_and_recommendation: {
    pattern_based: { status: PatternType; alert: string; recommendation: string };
    report_based: { status: string; alert: string; count: number };
    death_priority: { priority: DeathPriority; alert: string; count: number };
  };
  last_analysis_time: string | null;
}

interface BarangayStatusResponse {
  success: boolean;
  data: BarangayStatus[];
}

/** Public: guests see the map too, so the call carries no session. */
export const barangayStatusesQuery = queryOptions({
  queryKey: ['mapping', 'barangay-statuses'],
  queryFn: async ({ signal }) =>
    (
      await apiFetch<BarangayStatusResponse>('barangays/get-all-barangays-for-user', {
        auth: false,
        signal,
      })
    ).data,
  staleTime: 5 * 60_000,
});
