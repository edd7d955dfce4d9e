import type { DeathPriority, PatternType } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ANALYTICS_KEY } from './analytics-keys';

/** The fields of GET barangays/get-all-barangays (admin) this screen reads (admin section 3, Barangay). */
export interface AdminBarangay {
  _id: string;
  name: string;
  displayName: string;
  risk_level: string | null;
  status_and_recommendation: {
    pattern_based: {
      status: PatternType;
      alert: string;
      recommendation: string;
      admin_recommendation?: string;
    };
    report_based: {
      status: string;
      alert: string;
      count: number;
      recommendation: string;
      admin_recommendation?: string;
    };
    death_priority: { priority: DeathPriority; alert: string; count: number; recommendation: string };
  };
  last_analysis_time: string | null;
}

interface BarangayListResponse {
  success: boolean;
  data: AdminBarangay[];
}

/** All 142 barangays with their status, most urgent first. */
export const barangaysQuery = () =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'barangays'],
    queryFn: async ({ signal }) =>
      (await apiFetch<BarangayListResponse>('barangays/get-all-barangays', { signal })).data,
  });
