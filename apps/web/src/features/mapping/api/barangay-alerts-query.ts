import type { PublicAlert } from '@dengue/core';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET alerts/by-barangay/{id}: the barangay's active dengue alerts, public (the map popup). */
export const barangayAlertsQuery = (barangayId: string) =>
  queryOptions({
    queryKey: ['alerts', 'barangay', barangayId],
    queryFn: ({ signal }) =>
      apiFetch<{ data: PublicAlert[] }>(`alerts/by-barangay/${encodeURIComponent(barangayId)}`, {
        auth: false,
        signal,
      }),
    staleTime: 60_000,
  });
