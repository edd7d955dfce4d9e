import type { AlertCooldown, AlertItem, AlertList, SendAlertBody } from '@dengue/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The staff side of dengue alerts (admin sections 2 and 7): list, details, cooldown, audience, send. */

export const ALERTS_KEY = ['alerts'] as const;

export const alertsListQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'list', page, limit],
    queryFn: ({ signal }) => apiFetch<AlertList>(`alerts?page=${page}&limit=${limit}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const alertDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'one', id],
    queryFn: ({ signal }) => apiFetch<AlertItem>(`alerts/${encodeURIComponent(id)}`, { signal }),
    // Push deliveries are counted in the background after the send: a few refreshes show them arrive.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.pushAttemptedCount === 0 && Date.now() - Date.parse(data.createdAt) < 60_000
        ? 2000
        : false;
    },
  });

export const alertCooldownQuery = queryOptions({
  queryKey: [...ALERTS_KEY, 'cooldown'],
  queryFn: ({ signal }) => apiFetch<AlertCooldown>('alerts/cooldown', { signal }),
  staleTime: 0,
});

export const alertAudienceQuery = (barangayIds: readonly string[]) =>
  queryOptions({
    queryKey: [...ALERTS_KEY, 'audience', [...barangayIds].sort().join(',')],
    queryFn: ({ signal }) =>
      apiFetch<{ residents: number }>(`alerts/audience?barangayIds=${barangayIds.join(',')}`, { signal }),
    enabled: barangayIds.length > 0,
    placeholderData: keepPreviousData,
  });

export const sendAlert = (body: SendAlertBody) =>
  apiFetch<AlertItem>('alerts', { method: 'POST', json: body });
